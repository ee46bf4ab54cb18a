import { logError } from '@/lib/log/logger';

type RequestInfo = { path: string; method: string };
type ErrorContext = { routerKind: string; routePath: string; routeType: string };

/** Next's `onRequestError`: one JSON log line per error, with the digest the error page shows. */
export function onRequestError(error: unknown, request: RequestInfo, context: ErrorContext): void {
  const digest = (error as { digest?: unknown } | null)?.digest;
  logError('request.error', error, {
    method: request.method,
    path: request.path,
    route: context.routePath,
    routeType: context.routeType,
    ...(typeof digest === 'string' ? { digest } : {}),
  });
}

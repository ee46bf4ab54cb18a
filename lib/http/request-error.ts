import { logError } from '@/lib/log/logger';

type RequestInfo = { path: string; method: string };
type ErrorContext = { routerKind: string; routePath: string; routeType: string };

/**
 * Next's `onRequestError` hook (instrumentation.ts re-exports it): every error thrown while
 * rendering a page or running a route handler becomes one JSON log line with its route and
 * digest, the same digest the error page shows the visitor.
 */
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

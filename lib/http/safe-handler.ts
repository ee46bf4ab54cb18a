import { isDbUnavailable } from '@/lib/db/errors';
import { retryAfterSeconds } from '@/lib/deadline/breaker';
import { isDependencyUnavailable } from '@/lib/deadline/with-deadline';
import { logError, logInfo } from '@/lib/log/logger';
import { jsonError } from './json-error';
import { requestIdFor, withRequestId } from '@/lib/log/request-context';
import { crossSiteRefusal } from './same-site';

type Handler<A extends unknown[]> = (...args: A) => Promise<Response>;

/**
 * Refuses cross-site writes with 403, answers unexpected failures with JSON `{message}` (503 while a dependency
 * is away), and gives every call a request id on its log lines and in the `x-request-id` header.
 */
export function safeHandler<A extends unknown[]>(name: string, handler: Handler<A>): Handler<A> {
  return async (...args) => {
    const request = args[0];
    const requestId = requestIdFor(request);
    const started = performance.now();
    return withRequestId(requestId, async () => {
      const refused = request instanceof Request ? crossSiteRefusal(request) : null;
      const response = refused ?? (await answer(name, handler, args));
      try {
        response.headers.set('x-request-id', requestId);
      } catch {
        // Immutable headers: the log line still has the id.
      }
      logInfo('http.request', `${name} ${response.status}`, {
        route: name,
        method: request instanceof Request ? request.method : undefined,
        status: response.status,
        ms: Math.round(performance.now() - started),
      });
      return response;
    });
  };
}

async function answer<A extends unknown[]>(name: string, handler: Handler<A>, args: A): Promise<Response> {
  try {
    return await handler(...args);
  } catch (error) {
    // A hung or unreachable dependency (the database, the bucket) answers 503, not 500.
    if (isDbUnavailable(error) || isDependencyUnavailable(error)) {
      logError('http.db_unavailable', error, { route: name });
      return jsonError(503, 'The service is temporarily unavailable. Please try again shortly.', {
        headers: { 'Retry-After': String(retryAfterSeconds()) },
      });
    }
    logError('http.unexpected_error', error, { route: name });
    return jsonError(500, 'Something went wrong on our side. Please try again.');
  }
}

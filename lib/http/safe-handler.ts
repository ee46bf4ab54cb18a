import { isDbUnavailable } from '@/lib/db-errors';
import { logError } from '@/lib/log';
import { jsonError } from './json-error';
import { crossSiteRefusal } from './same-site';

type Handler<A extends unknown[]> = (...args: A) => Promise<Response>;

/**
 * Wraps a route handler: a state-changing request from another site is refused with 403 before
 * the handler runs (lib/http/same-site.ts), and an unexpected failure answers JSON `{message}`
 * (503 while the database is unreachable, 500 otherwise) with the details in the server log only.
 */
export function safeHandler<A extends unknown[]>(name: string, handler: Handler<A>): Handler<A> {
  return async (...args) => {
    const request = args[0];
    if (request instanceof Request) {
      const refused = crossSiteRefusal(request);
      if (refused) return refused;
    }
    try {
      return await handler(...args);
    } catch (error) {
      if (isDbUnavailable(error)) {
        logError('db.unavailable', error, { route: name });
        return jsonError(503, 'The service is temporarily unavailable. Please try again shortly.');
      }
      logError('request.failed', error, { route: name });
      return jsonError(500, 'Something went wrong on our side. Please try again.');
    }
  };
}

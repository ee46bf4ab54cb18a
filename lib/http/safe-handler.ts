import { jsonError } from './json-error';

type Handler<A extends unknown[]> = (...args: A) => Promise<Response>;

/**
 * Wraps a route handler so an unexpected failure answers JSON `{message}` (503 while the
 * database is unreachable, 500 otherwise) and the details go to the server log, never the client.
 */
export function safeHandler<A extends unknown[]>(name: string, handler: Handler<A>): Handler<A> {
  return async (...args) => {
    try {
      return await handler(...args);
    } catch (error) {
      const err = error as Error;
      if (/ServerSelection|MongoNetwork|ECONNREFUSED|Topology/i.test(`${err.name} ${err.message}`)) {
        console.error(`[${name}] database unavailable: ${err.message}`);
        return jsonError(503, 'The service is temporarily unavailable. Please try again shortly.');
      }
      console.error(`[${name}]`, err);
      return jsonError(500, 'Something went wrong on our side. Please try again.');
    }
  };
}

import { formRequest, jsonRequest, validPost } from './api';
import { adminRequest, ctx } from './admin-routes';

export type Call = (token: string | null) => Promise<Response>;
/** A route with a variant, and the status for an owner, an editor, a viewer and nobody (no token). */
export type Row = [route: string, variant: string, expected: [number, number, number, number], call: Call];

export const missing = '0123456789abcdef01234567';

/** The route file's exported handler for `METHOD /path`. */
export const handler = async (route: string) => {
  const [method, url] = route.split(' ') as [string, string];
  const routeModule = await import(`@/app${url}/route`);
  return routeModule[method] as (request: Request, context?: unknown) => Promise<Response>;
};

/** A call as the admin island makes it: JSON body, path parameters filled in. */
export const json = (route: string, body?: unknown, params: Record<string, string> = {}): Call => {
  const [method, url] = route.split(' ') as [string, string];
  const concrete = Object.entries(params).reduce((u, [k, v]) => u.replace(`[${k}]`, v), url);
  return async (token) => (await handler(route))(adminRequest(method, concrete, token, body), ctx(params));
};

export { formRequest, jsonRequest, validPost };

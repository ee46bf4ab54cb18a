import { ADMIN, adminToken, auth } from './api';

export { ADMIN, adminToken };

/** A request to an admin route as the admin island sends it. */
export function adminRequest(method: string, url: string, token: string | null, body?: unknown): Request {
  const headers: Record<string, string> = token ? auth(token) : {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  return new Request(`http://localhost${url}`, {
    method,
    headers: { ...headers, 'x-sahla-peer': '203.0.113.9' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

export const ctx = <T extends Record<string, string>>(value: T) => ({ params: Promise.resolve(value) });

import type { IncomingMessage, ServerResponse } from 'node:http';
import nextConfig from '@/next.config';
import { config as proxyConfig } from '@/proxy';
import { dropKeptAnswers } from '@/server/front-door/kept-answers.ts';
import { KEYED_HEADERS } from '@/server/front-door/page-microcache.ts';
import { keptAnswersServerPerTest } from '../helpers/kept-answers-server';

// The front door's two kept answers in front of a stand-in for Next: a cached page (HSTS only
// when the TLS proxy says https, as next.config.ts's rule does) and a search, rendered per request.
const HSTS = 'max-age=63072000; includeSubDomains';
let served: string[];

function next(request: IncomingMessage, response: ServerResponse) {
  const search = request.url!.includes('?q=');
  served.push(`${request.url} ${request.headers['x-forwarded-proto'] ?? ''}`.trim());
  response.setHeader('content-type', 'text/html; charset=utf-8');
  if (!search) response.setHeader('x-nextjs-cache', 'HIT');
  if (request.headers['x-forwarded-proto'] === 'https') response.setHeader('strict-transport-security', HSTS);
  response.end(`<html><body>${search ? 'results' : 'about us'}</body></html>`);
}

const server = keptAnswersServerPerTest(next);
beforeEach(() => {
  served = [];
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(server.base() + path, { headers });

it.each(['/about', '/blog?q=ai'])('never gives %s kept for an https request to a plain one, nor back', async (path) => {
  const https = await get(path, { 'x-forwarded-proto': 'https' });
  expect(https.headers.get('strict-transport-security')).toBe(HSTS);
  const plain = await get(path);
  expect(plain.headers.get('strict-transport-security')).toBeNull();
  expect((await get(path, { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security')).toBe(HSTS);
  expect((await get(path)).headers.get('strict-transport-security')).toBeNull();
  expect(served).toEqual([`${path} https`, path]);
});

it('drops the kept pages and the kept searches at once', async () => {
  for (const path of ['/about', '/blog?q=ai']) await get(path);
  for (const path of ['/about', '/blog?q=ai']) await get(path);
  expect(served).toEqual(['/about', '/blog?q=ai']);
  dropKeptAnswers(); // what cache-handler.mjs does on revalidateTag
  for (const path of ['/about', '/blog?q=ai']) await get(path);
  expect(served).toEqual(['/about', '/blog?q=ai', '/about', '/blog?q=ai']);
});

type Condition = { type: string; key?: string };
type Rule = { has?: Condition[]; missing?: Condition[] };
const headersOf = (rules: Rule[]) =>
  rules.flatMap((rule) => [...(rule.has ?? []), ...(rule.missing ?? [])]).filter((c) => c.type === 'header');

it("keys answers on every request header next.config.ts's rules and proxy.ts's matcher read", async () => {
  const rewrites = await nextConfig.rewrites!();
  const rules: Rule[] = [
    ...(await nextConfig.headers!()),
    ...(await nextConfig.redirects!()),
    ...(Array.isArray(rewrites)
      ? rewrites
      : [...(rewrites.beforeFiles ?? []), ...(rewrites.afterFiles ?? []), ...(rewrites.fallback ?? [])]),
    ...(proxyConfig.matcher as Rule[]),
  ];
  const named = headersOf(rules).map((condition) => condition.key!.toLowerCase());
  expect(named).toContain('x-forwarded-proto');
  for (const name of named) expect(KEYED_HEADERS).toContain(name);
});

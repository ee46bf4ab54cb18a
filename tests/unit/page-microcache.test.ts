import { request, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { dropKeptAnswers } from '@/server/front-door/kept-answers.ts';
import { answerFromMicrocache, MICROCACHE_MS, microcacheKey } from '@/server/front-door/page-microcache.ts';
import { keptAnswersServerPerTest } from '../helpers/kept-answers-server';

// A server shaped like the site's: the hook answers from the second's copy or lets "Next" answer,
// here a handler that serves pages the way Next serves them from its cache (headers, then the
// whole text in one `end`) and counts what it served.
const PAGE = '<!doctype html><html><body>' + 'about us '.repeat(2000) + '</body></html>';
// Two bytes a letter in UTF-8: an answer's length in bytes is not its length in characters.
const PAGE_AR = '<!doctype html><html lang="ar" dir="rtl"><body>' + 'من نحن '.repeat(2000) + '</body></html>';
const NEXT_HEADERS: OutgoingHttpHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'x-nextjs-cache': 'HIT',
  // Accept-Encoding is added by Next's compression wrapper as it writes the head.
  vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch',
  'content-security-policy': "default-src 'self'",
};

let served: string[];
/** What "Next" answers for a path: status and headers beyond NEXT_HEADERS. */
const answers: Record<string, { status?: number; headers?: OutgoingHttpHeaders }> = {
  '/about': {},
  '/ar/about': {},
  '/miss': { headers: { 'x-nextjs-cache': 'MISS' } },
  '/cookie': { headers: { 'set-cookie': 'a=b' } },
  '/gone': { status: 404 },
  '/by-origin': { headers: { vary: 'Origin' } },
};

// A route's answer as Next sends one: the head flushed, then its bytes in chunks, here with an
// Arabic letter cut between two of them.
const LIST = JSON.stringify([{ title: 'من نحن' }, { title: 'about us' }]);
const ROUTES: Record<string, string> = { '/api/list': 'public, max-age=0, s-maxage=1', '/api/mine': 'no-store' };

function route(path: string, response: ServerResponse) {
  response.setHeader('content-type', 'application/json');
  response.setHeader('cache-control', ROUTES[path]!);
  response.setHeader('x-request-id', `id of request ${served.length}`);
  const bytes = Buffer.from(LIST);
  const cut = bytes.indexOf(Buffer.from('ن')) + 1;
  response.flushHeaders();
  response.write(bytes.subarray(0, cut));
  response.write(new Uint8Array(bytes.subarray(cut, cut + 5)));
  response.end(bytes.subarray(cut + 5));
}

function next(request: IncomingMessage, response: ServerResponse) {
  const path = new URL(request.url!, 'http://site').pathname;
  served.push(`${path} ${request.headers.rsc ?? ''}`.trim());
  if (ROUTES[path]) return route(path, response);
  const answer = answers[path] ?? {};
  for (const [name, value] of Object.entries({ ...NEXT_HEADERS, ...answer.headers })) response.setHeader(name, value!);
  response.statusCode = answer.status ?? 200;
  response.end(request.headers.rsc ? `rsc of ${path}` : path.startsWith('/ar/') ? PAGE_AR : PAGE);
}

const server = keptAnswersServerPerTest(next);
beforeEach(() => {
  served = [];
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(server.base() + path, { headers: { 'accept-encoding': 'identity', ...headers } });

/** The raw answer, coding and all (fetch would decode it). */
function raw(path: string, acceptEncoding: string): Promise<{ encoding?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(server.base() + path, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

describe('a cached page asked again within a second', () => {
  it("is answered without Next, with Next's headers and bytes", async () => {
    const first = await get('/about');
    const second = await get('/about');
    expect(served).toEqual(['/about']);
    expect(await second.text()).toBe(await first.text());
    for (const name of ['content-type', 'content-security-policy', 'x-nextjs-cache']) {
      expect(second.headers.get(name)).toBe(first.headers.get(name));
    }
    expect(second.headers.get('vary')).toBe(`${NEXT_HEADERS.vary}, Accept-Encoding`);
  });

  it('comes whole in Arabic, its length counted in bytes', async () => {
    await get('/ar/about');
    const second = await get('/ar/about');
    expect(served).toEqual(['/ar/about']);
    expect(second.headers.get('content-length')).toBe(String(Buffer.byteLength(PAGE_AR)));
    expect(await second.text()).toBe(PAGE_AR);
  });

  it('comes compressed to a browser that takes brotli once its copy is ready, and from Next until then', async () => {
    await get('/about');
    let answer = await raw('/about', 'gzip, deflate, br');
    for (let i = 0; i < 20 && answer.encoding !== 'br'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      answer = await raw('/about', 'gzip, deflate, br');
    }
    expect(answer.encoding).toBe('br');
    expect(brotliDecompressSync(answer.body).toString()).toBe(PAGE);
    // Next sent the page until the copy was ready: the copy is made the second time it is seen.
    const fromNext = served.length;
    expect(fromNext).toBeGreaterThanOrEqual(2);
    await raw('/about', 'br');
    expect(served).toHaveLength(fromNext);
  });

  it('is asked of Next again once the second is over', async () => {
    await get('/about');
    const response = { writeHead: () => undefined, end: () => undefined } as unknown as ServerResponse;
    const later = { method: 'GET', url: '/about', headers: {} } as IncomingMessage;
    expect(answerFromMicrocache(microcacheKey(later), later, response, Date.now() + MICROCACHE_MS + 1)).toBe(false);
    await get('/about');
    expect(served).toEqual(['/about', '/about']);
  });

  it('is asked of Next again after any save expired a cache tag on this instance', async () => {
    await get('/about');
    dropKeptAnswers(); // what cache-handler.mjs does on revalidateTag
    await get('/about');
    expect(served).toEqual(['/about', '/about']);
  });

  it("keeps the router's own requests apart from the page's", async () => {
    expect(await (await get('/about', { rsc: '1' })).text()).toBe('rsc of /about');
    expect(await (await get('/about')).text()).toBe(PAGE);
    expect(await (await get('/about', { rsc: '1' })).text()).toBe('rsc of /about');
    expect(served).toEqual(['/about 1', '/about']);
  });

  it('goes to Next every time for a visitor with cookies or credentials, and for a HEAD', async () => {
    await get('/about');
    await get('/about', { cookie: 'session=1' });
    await get('/about', { authorization: 'Bearer x' });
    await fetch(`${server.base()}/about`, { method: 'HEAD' });
    expect(served).toEqual(['/about', '/about', '/about', '/about']);
  });

  it('is never an answer Next rendered afresh, one setting a cookie, an error, or one varying on more', async () => {
    for (const path of ['/miss', '/cookie', '/gone', '/by-origin']) {
      await get(path);
      await get(path);
    }
    expect(served).toEqual(['/miss', '/miss', '/cookie', '/cookie', '/gone', '/gone', '/by-origin', '/by-origin']);
  });
});

describe("a route's answer that says a shared cache may keep it", () => {
  it('is gathered from its chunks and answered again without Next, whole', async () => {
    const first = await get('/api/list');
    expect(await first.text()).toBe(LIST);
    const second = await get('/api/list');
    expect(served).toEqual(['/api/list']);
    expect(await second.text()).toBe(LIST);
    expect(second.headers.get('content-length')).toBe(String(Buffer.byteLength(LIST)));
    expect(second.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=1');
    // The id names the first request's log lines; this answer has none.
    expect(first.headers.get('x-request-id')).toBe('id of request 1');
    expect(second.headers.get('x-request-id')).toBeNull();
  });

  it('goes to Next every time when the route says no-store', async () => {
    await get('/api/mine');
    await get('/api/mine');
    expect(served).toEqual(['/api/mine', '/api/mine']);
  });
});

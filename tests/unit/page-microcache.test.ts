import { once } from 'node:events';
import {
  createServer,
  request,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { answerFromMicrocache, keepForMicrocache, MICROCACHE_MS, microcacheKey } from '@/server/lib/page-microcache.ts';

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
const store = globalThis as typeof globalThis & { __sahlaPagesVersion?: number };

let server: Server;
let base: string;
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

function next(request: IncomingMessage, response: ServerResponse) {
  const path = new URL(request.url!, 'http://site').pathname;
  served.push(`${path} ${request.headers.rsc ?? ''}`.trim());
  const answer = answers[path] ?? {};
  for (const [name, value] of Object.entries({ ...NEXT_HEADERS, ...answer.headers })) response.setHeader(name, value!);
  response.statusCode = answer.status ?? 200;
  response.end(request.headers.rsc ? `rsc of ${path}` : path.startsWith('/ar/') ? PAGE_AR : PAGE);
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const key = microcacheKey(request);
    if (answerFromMicrocache(key, request, response)) return;
    keepForMicrocache(key, response);
    next(request, response);
  }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());
beforeEach(() => {
  served = [];
  store.__sahlaPagesVersion = (store.__sahlaPagesVersion ?? 0) + 1; // each test starts empty
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(base + path, { headers: { 'accept-encoding': 'identity', ...headers } });

/** The raw answer, coding and all (fetch would decode it). */
function raw(path: string, acceptEncoding: string): Promise<{ encoding?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(base + path, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
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
    store.__sahlaPagesVersion! += 1; // what cache-handler.mjs does on revalidateTag
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
    await fetch(`${base}/about`, { method: 'HEAD' });
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

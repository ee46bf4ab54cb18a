import { once } from 'node:events';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { dropKeptAnswers } from '@/server/front-door/kept-answers.ts';
import { microcacheKey } from '@/server/front-door/page-microcache.ts';
import { answerRepeatedSearch, keepRepeatedSearch, SEARCH_ANSWER_MS } from '@/server/front-door/search-answers.ts';

// A server shaped like the site's front door in front of Next: a kept answer first, else
// "Next" renders the search (its head, then the page in chunks, as a dynamic render is sent) and
// the answer is kept as it goes out. The clock is the test's.
const PAGE = '<!doctype html><html lang="ar" dir="rtl"><body>' + 'نتائج البحث '.repeat(800) + '</body></html>';

let server: Server;
let base: string;
let rendered: string[];
let now = Date.now();

function next(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url!, 'http://site');
  rendered.push(url.search);
  response.statusCode = url.searchParams.get('q') === 'missing' ? 404 : 200;
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
  if (url.searchParams.get('q') === 'cookie') response.setHeader('set-cookie', 'a=b');
  response.flushHeaders();
  const bytes = Buffer.from(PAGE);
  const cut = bytes.indexOf(Buffer.from('ح')) + 1; // an Arabic letter cut between two chunks
  response.write(bytes.subarray(0, cut));
  response.end(bytes.subarray(cut));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const key = microcacheKey(req);
    if (answerRepeatedSearch(key, req, res, now)) return;
    keepRepeatedSearch(key, res, () => now);
    next(req, res);
  }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());
beforeEach(() => {
  rendered = [];
  now = Date.now();
  dropKeptAnswers(); // each test starts empty
});

function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; age?: string; encoding?: string; body: Buffer }>((resolve, reject) => {
    request(base + path, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode!,
          age: response.headers.age,
          encoding: response.headers['content-encoding'],
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

it('gives a search its kept answer, whole, with its age, until SEARCH_ANSWER_MS have passed', async () => {
  const first = await get('/blog?q=ai');
  now += 2_000;
  const again = await get('/blog?q=ai');
  expect(rendered).toEqual(['?q=ai']);
  expect(again.age).toBe('2');
  expect(again.body.equals(first.body)).toBe(true);
  expect(again.body.toString()).toBe(PAGE);
  await get('/blog?q=ai&page=2');
  expect(rendered).toEqual(['?q=ai', '?q=ai&page=2']);
  now += SEARCH_ANSWER_MS;
  expect((await get('/blog?q=ai')).age).toBeUndefined();
  expect(rendered).toHaveLength(3);
});

it('renders again after any cache expiry on this instance (a save, delete or scheduled post)', async () => {
  await get('/blog?q=ai');
  dropKeptAnswers(); // what cache-handler.mjs does on revalidateTag
  await get('/blog?q=ai');
  expect(rendered).toHaveLength(2);
  expect((await get('/blog?q=ai')).age).toBe('0');
});

it('keeps no answer that is not 200 or sets a cookie, and never answers a request with one', async () => {
  for (const path of ['/blog?q=missing', '/blog?q=missing', '/blog?q=cookie', '/blog?q=cookie']) await get(path);
  await get('/blog?q=ai');
  await get('/blog?q=ai', { cookie: 'session=someone' });
  expect(rendered).toEqual(['?q=missing', '?q=missing', '?q=cookie', '?q=cookie', '?q=ai', '?q=ai']);
});

it('comes compressed once its copy is ready, and whole until then', async () => {
  await get('/blog?q=ai');
  let answer = await get('/blog?q=ai', { 'accept-encoding': 'gzip' });
  for (let i = 0; i < 20 && answer.encoding !== 'gzip'; i++) {
    expect(answer.body.toString()).toBe(PAGE);
    await new Promise((resolve) => setTimeout(resolve, 20));
    answer = await get('/blog?q=ai', { 'accept-encoding': 'gzip' });
  }
  expect(answer.encoding).toBe('gzip');
  expect(gunzipSync(answer.body).toString()).toBe(PAGE);
  expect(rendered).toHaveLength(1);
});

import type { IncomingMessage, ServerResponse } from 'node:http';
import { HEADER_ALLOWANCE, MICROCACHE_BYTES } from '@/server/front-door/page-microcache.ts';
import { SEARCH_ANSWER_BYTES } from '@/server/front-door/search-answers.ts';
import { keptAnswersServerPerTest } from '../helpers/kept-answers-server';

// The front door's kept answers hold at most their bytes: past them, the least recently asked
// answer goes to Next again while the latest are still answered from memory.
const PAGE_CHARS = 2 * 1024 * 1024; // kept as text and as bytes: about 4 MB an answer
const SEARCH_BYTES = 240 * 1024;
let served: string[];

function next(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url!, 'http://site');
  served.push(url.pathname + url.search);
  response.setHeader('content-type', 'text/html; charset=utf-8');
  if (url.searchParams.has('q')) {
    response.flushHeaders(); // a search is streamed, as Next renders one
    response.end('r'.repeat(SEARCH_BYTES));
  } else {
    response.setHeader('x-nextjs-cache', 'HIT');
    response.end(url.pathname.slice(1).padEnd(PAGE_CHARS, '.'));
  }
}

const server = keptAnswersServerPerTest(next);
beforeEach(() => {
  served = [];
});

const get = async (path: string) =>
  (await fetch(server.base() + path, { headers: { 'accept-encoding': 'identity' } })).text();
const paths = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`);

it('keeps cached pages up to MICROCACHE_BYTES, the least recently asked going to Next again', async () => {
  const perAnswer = 2 * PAGE_CHARS + HEADER_ALLOWANCE;
  const pages = paths('/page-', Math.floor(MICROCACHE_BYTES / perAnswer) + 1);
  for (const path of pages) await get(path);
  served = [];
  expect((await get(pages.at(-1)!)).startsWith(pages.at(-1)!.slice(1))).toBe(true);
  expect((await get(pages[1])).startsWith('page-2')).toBe(true);
  expect(served).toEqual([]);
  await get(pages[0]);
  expect(served).toEqual([pages[0]]);
}, 30_000);

it('keeps searches up to SEARCH_ANSWER_BYTES, the least recently asked rendered again', async () => {
  const perAnswer = SEARCH_BYTES + HEADER_ALLOWANCE;
  const searches = paths('/blog?q=s', Math.floor(SEARCH_ANSWER_BYTES / perAnswer) + 1);
  for (const path of searches) await get(path);
  served = [];
  await get(searches.at(-1)!);
  await get(searches[1]);
  expect(served).toEqual([]);
  await get(searches[0]);
  expect(served).toEqual([searches[0]]);
}, 30_000);

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { searchConcurrency, searchShare } from '@/lib/config/search-concurrency';
import { instanceGate } from '@/lib/render-gate/instance';
import { publishAddressLookup } from '@/lib/render-gate/known-addresses';
import en from '@/messages/en.json';
import ar from '@/messages/ar.json';
import { admitRender } from '@/server/front-door/render-admission';
import { startWithinOneWindow } from '../helpers/rate-window';

// The admission stage (server/front-door/render-admission.ts) on a real HTTP server whose "Next"
// answers 200 and holds each admitted request until the test lets it go; the slot comes back when
// the response is done. Each request says which peer it comes from (the stage's `peer`).
const gate = instanceGate(searchConcurrency(process.env.SEARCH_CONCURRENCY), searchShare(process.env.SEARCH_SHARE));
const held: Array<() => void> = [];
let reachedNext = 0;
let base = '';
const server = http.createServer((request, response) => {
  const next = (withSlot: boolean) => {
    reachedNext += 1;
    const finish = () => response.end(`next ${withSlot ? 'with' : 'without'} a slot`);
    if (request.url?.includes('hold')) held.push(finish);
    else finish();
  };
  const peer = String(request.headers['x-test-peer'] ?? '192.0.2.1');
  if (!admitRender(request, response, peer, () => next(true))) next(false);
});
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  held.splice(0).forEach((finish) => finish());
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const get = async (path: string, peer: string) => {
  const started = performance.now();
  const response = await fetch(base + path, { headers: { 'x-test-peer': peer }, signal: AbortSignal.timeout(5_000) });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    text: await response.text(),
    ms: performance.now() - started,
  };
};

/** Lets every held page finish (each slot given back goes to the next queued) until these are answered. */
async function finishAll(answers: Promise<Awaited<ReturnType<typeof get>>>[]) {
  let done = false;
  const all = Promise.all(answers).finally(() => (done = true));
  while (!done) {
    while (held.length) held.shift()!();
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return all;
}

describe('the render gate before Next', () => {
  it('sends an admitted search on to Next holding a slot, and refuses one beyond the limit before Next', async () => {
    const before = reachedNext;
    for (let i = 0; i < 60; i += 1)
      expect((await get(`/blog?q=limit${i}`, '198.51.100.20')).text).toBe('next with a slot');
    const refused = await get('/ar/blog?q=limit60', '198.51.100.20');
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(refused.text).toContain(ar.SearchGate.tooMany);
    expect(reachedNext - before).toBe(60);
    expect((await get('/blog?q=other', '198.51.100.21')).status).toBe(200);
    expect(gate.stats().running).toBe(0);
  });

  it('counts every address of one IPv6 /64 against one search limit, and serves the next /64', async () => {
    await startWithinOneWindow(60_000, 10_000);
    for (let i = 0; i < 60; i += 1) expect((await get(`/blog?q=net${i}`, `2001:db8:20:1::${i + 1}`)).status).toBe(200);
    expect((await get('/blog?q=net60', '2001:DB8:20:1:ffff:0:0:1')).status).toBe(429);
    expect((await get('/blog?q=net61', '2001:db8:20:2::1')).status).toBe(200);
  });

  it('answers 503 at once once every slot and the queue are taken, without reaching Next', async () => {
    const slots = searchConcurrency(process.env.SEARCH_CONCURRENCY);
    const running = Array.from({ length: slots }, (_, i) => get(`/blog?q=hold${i}`, `203.0.113.${i + 1}`));
    while (held.length < slots) await new Promise((resolve) => setTimeout(resolve, 5));
    const queued = Array.from({ length: slots * 2 }, (_, i) => get(`/blog?q=hold-queued${i}`, `203.0.113.${100 + i}`));
    while (gate.stats().queued < slots * 2) await new Promise((resolve) => setTimeout(resolve, 5));
    const before = reachedNext;
    const busy = await get('/api/blogs?q=busy', '203.0.113.250');
    expect(busy.status).toBe(503);
    expect(busy.retryAfter).toBe('2');
    expect(JSON.parse(busy.text)).toEqual({ message: en.SearchGate.busy });
    expect(busy.ms).toBeLessThan(500);
    expect(reachedNext).toBe(before);
    // Each slot given back goes to a queued search, which reaches Next in turn.
    for (const answer of await finishAll([...running, ...queued])) expect(answer.text).toBe('next with a slot');
    expect(gate.stats()).toEqual({ running: 0, queued: 0 });
  });

  it('gives the slot back when the visitor leaves before the page is done', async () => {
    const visitor = new AbortController();
    const abandoned = fetch(`${base}/blog?q=hold-abandoned`, {
      headers: { 'x-test-peer': '203.0.113.251' },
      signal: visitor.signal,
    }).catch(() => null);
    while (gate.stats().running === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    // The page never finishes (its "Next" still holds it); the visitor goes away.
    visitor.abort();
    await abandoned;
    while (gate.stats().running > 0) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(gate.stats()).toEqual({ running: 0, queued: 0 });
  });

  it('gives the slot back at once when a visitor left while waiting in the queue', async () => {
    // Every slot held, one visitor queued who gives up: when a slot frees, the slot they were
    // given must come straight back. Held instead (30 s lease), a load generator stopping with
    // its queued searches locked every slot, and a full benchmark row got 268,053 503s and no
    // search served.
    held.splice(0).forEach((finish) => finish()); // the last test's abandoned page
    const slots = searchConcurrency(process.env.SEARCH_CONCURRENCY);
    const running = Array.from({ length: slots }, (_, i) => get(`/blog?q=hold-full${i}`, `203.0.114.${i + 1}`));
    while (held.length < slots) await new Promise((resolve) => setTimeout(resolve, 5));
    const visitor = new AbortController();
    const gone = fetch(`${base}/blog?q=queued-then-gone`, {
      headers: { 'x-test-peer': '203.0.114.200' },
      signal: visitor.signal,
    }).catch(() => null);
    while (gate.stats().queued === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const before = reachedNext;
    visitor.abort();
    await gone;
    await new Promise((resolve) => setTimeout(resolve, 50));
    held.shift()!(); // a slot frees: the queued visitor, gone, is admitted
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reachedNext).toBe(before); // no page rendered for nobody
    expect(gate.stats()).toEqual({ running: slots - 1, queued: 0 });
    while (held.length) held.shift()!();
    await Promise.all(running);
    expect(gate.stats()).toEqual({ running: 0, queued: 0 });
  });

  it('holds made-up post addresses to the gate, answering beyond it in their language, and sends known posts on', async () => {
    publishAddressLookup('blog', (language, slug) => language === 'en' && slug === 'a-real-post');
    held.splice(0).forEach((finish) => finish());
    const slots = searchConcurrency(process.env.SEARCH_CONCURRENCY);
    const running = Array.from({ length: slots }, (_, i) => get(`/blog/hold-made-up-${i}`, `203.0.115.${i + 1}`));
    while (held.length < slots) await new Promise((resolve) => setTimeout(resolve, 5));
    const queued = Array.from({ length: slots * 2 }, (_, i) =>
      get(`/ar/blog/hold-queued-${i}`, `203.0.115.${100 + i}`),
    );
    while (gate.stats().queued < slots * 2) await new Promise((resolve) => setTimeout(resolve, 5));
    const before = reachedNext;
    const busy = await get('/blog/made-up', '203.0.115.250');
    expect(busy).toMatchObject({ status: 503, retryAfter: '2' });
    expect(busy.text).toContain(en.SearchGate.pageBusy);
    const arabic = await get(`/ar/blog/${encodeURIComponent('مقال-مختلق')}`, '203.0.115.251');
    expect(arabic.status).toBe(503);
    expect(arabic.text).toContain(ar.SearchGate.pageBusy);
    expect(reachedNext).toBe(before);
    for (const answer of await finishAll([...running, ...queued])) expect(answer.text).toBe('next with a slot');
    // Last, as it counts as another visitor: a post the index knows never meets the gate.
    expect(await get('/blog/a-real-post', '203.0.115.252')).toMatchObject({ status: 200, text: 'next without a slot' });
  });

  // Last: a page served makes the gate give way for a second (lib/render-gate/gate.ts), which
  // the tests above, searches with nobody else about, must not meet.
  it('lets pages that are not gated through untouched', async () => {
    for (const path of ['/', '/blog', '/blog?page=2', '/about?q=x']) {
      expect(await get(path, '192.0.2.10')).toMatchObject({ status: 200, text: 'next without a slot' });
    }
  });

  it('while pages are asked for and searches have had their share, refuses the rest within tens of ms', async () => {
    expect((await get('/', '192.0.2.11')).status).toBe(200);
    const running = get('/blog?q=hold-beside-pages', '203.0.115.1');
    while (held.length < 1) await new Promise((resolve) => setTimeout(resolve, 5));
    // Rendering for 300 ms of the last second: 1 - e^-0.3 = 26%, over SEARCH_SHARE's 10.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await get('/', '192.0.2.11')).status).toBe(200);
    const before = reachedNext;
    const refused = await Promise.all(
      Array.from({ length: 6 }, (_, i) => get(`/blog?q=beside-pages${i}`, `203.0.115.${i + 10}`)),
    );
    for (const answer of refused) {
      expect(answer.status).toBe(503);
      expect(answer.ms).toBeLessThan(400); // each waited its 50 ms for the one slot, then was told
    }
    expect(reachedNext).toBe(before);
    held.shift()!();
    expect((await running).text).toBe('next with a slot');
    expect(gate.stats()).toEqual({ running: 0, queued: 0 });
  });
});

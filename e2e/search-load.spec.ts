import { expect, test } from '@playwright/test';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import { MAX_WAIT_MS } from '../lib/render-gate/instance';
import { oneSlotSite, type Answer } from './support/gate-answer';
import { startWithinOneWindow } from '../tests/helpers/rate-window';

// A server of this spec's own: the demo posts, one search at a time (support/gate-answer.ts).
const site = oneSlotSite();
const search = site.answer;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a search result page lists the matching posts in its HTML', async ({ page }) => {
    await page.goto(`${site.base()}/blog?q=Darija`);
    await expect(
      page.getByRole('link', { name: 'Teaching an assistant to understand Darija', exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /Privacy-first by design/ })).toHaveCount(0);

    await page.goto(`${site.base()}/ar/blog?q=${encodeURIComponent('الدار البيضاء')}`);
    await expect(
      page.getByRole('link', { name: 'الابتكار من الدار البيضاء: قصة بناء سهلة', exact: true }),
    ).toBeVisible();
  });
});

test('a flood of searches from one address meets 429 while another address still searches', async () => {
  test.setTimeout(90_000);
  // The limit counts minute windows; the flood takes 3-15 s here, so it starts with at least 30 s
  // of its minute left.
  await startWithinOneWindow(60_000, 30_000);
  // For a second after any other request (the last test's pages) the gate lets one search render
  // at a time and refuses what cannot start within 25 ms (lib/render-gate/instance.ts): this test
  // counts the per-address limit alone, so it starts once that second has passed.
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  const flooder = '198.51.100.7';
  const answers: Answer[] = [];
  // Three at a time: the one running and the two that may wait, so the gate never answers 503.
  for (let i = 0; i < 75; i += 3) {
    const batch = [0, 1, 2].map((j) => search(`/blog?q=assistant${i + j}`, flooder));
    answers.push(...(await Promise.all(batch)));
  }
  const refused = answers.filter((a) => a.status === 429);
  // The limit let exactly 60 through. Each was served, or now and then told 503 by the gate,
  // which gives way to any other request the site serves (in CI once: 59 served, one 503); the
  // gate has its own tests, this one counts the per-address limit.
  const through = answers.filter((a) => a.status !== 429);
  expect(through).toHaveLength(60);
  expect(through.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(57);
  expect(through.every((a) => a.status === 200 || a.status === 503)).toBe(true);
  expect(refused).toHaveLength(15);
  for (const answer of refused) {
    expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(answer.text).toContain(en.SearchGate.tooMany);
  }
  // The API counts against the same limit, and says so in the language asked for.
  const api = await search('/api/blogs?q=assistant&lang=ar', flooder);
  expect(api.status).toBe(429);
  expect(JSON.parse(api.text)).toEqual({ message: ar.SearchGate.tooMany });

  const other = await search('/blog?q=Darija', '198.51.100.8');
  expect(other.status).toBe(200);
  expect(other.text).toContain('Teaching an assistant to understand Darija');
});

test('searches from many addresses of one IPv6 /64 share one limit, and the next /64 still searches', async () => {
  test.setTimeout(90_000);
  await startWithinOneWindow(60_000, 30_000);
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  // Each search from another address of 2001:db8:5e:1::/64, spelled as a proxy might pass it on.
  const home = (i: number) => (i % 2 ? `2001:DB8:5E:1:${i.toString(16)}::1` : `2001:db8:5e:1::${i.toString(16)}`);
  const answers: Answer[] = [];
  for (let i = 0; i < 66; i += 3) {
    answers.push(...(await Promise.all([0, 1, 2].map((j) => search(`/blog?q=home${i + j}`, home(i + j))))));
  }
  expect(answers.filter((a) => a.status !== 429)).toHaveLength(60);
  expect(answers.filter((a) => a.status === 429)).toHaveLength(6);
  const neighbour = await search('/blog?q=Darija', '2001:db8:5e:2::1');
  expect(neighbour.status).toBe(200);
  expect(neighbour.text).toContain('Teaching an assistant to understand Darija');
});

test('beyond the limit and queue, searches answer 503 at once', async () => {
  // A server's first search in each language loads that page's code (about a second, measured);
  // that is start-up, not the gate, so it happens before the burst.
  for (const path of ['/blog?q=warm', '/ar/blog?q=warm', '/api/blogs?q=warm']) {
    expect((await search(path, '203.0.113.100')).status).toBe(200);
  }
  const burst = Array.from({ length: 12 }, (_, i) =>
    search(`${i % 2 ? '/ar' : ''}/blog?q=burst${i}`, `203.0.113.${i + 1}`),
  );
  const answers = await Promise.all(burst);

  const busy = answers.filter((a) => a.status === 503);
  test.info().annotations.push({
    type: 'gate',
    description: `${answers.length - busy.length} rendered, ${busy.length} answered 503 in at most ${Math.max(...busy.map((a) => a.ms)).toFixed(0)} ms`,
  });
  // One running and two waiting are let through; every other one is turned away at once.
  expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(3);
  expect(busy.length).toBeGreaterThanOrEqual(6);
  expect(busy.length + answers.filter((a) => a.status === 200).length).toBe(answers.length);
  // "At once" means without waiting for a slot (a queued search may wait up to 1 s): how fast a
  // refusal is belongs to the benchmark, where it is compared with the same run's references.
  for (const answer of busy) {
    expect(answer.ms).toBeLessThan(1_000);
    expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
  }
  expect(busy.some((a) => a.text.includes(ar.SearchGate.busy))).toBe(true);
  expect(busy.some((a) => a.text.includes(en.SearchGate.busy))).toBe(true);

  // Every slot was given back when its page was sent: searches run again, one after another.
  for (let i = 0; i < 5; i += 1) expect((await search(`/blog?q=after${i}`, '203.0.113.200')).status).toBe(200);
});

test('while pages are being served, searches give way: the pages all answer and the searches go on', async () => {
  test.setTimeout(60_000);
  // Visitors on the home page one after another for 3 s, while bursts of searches arrive.
  const pages: number[] = [];
  const until = Date.now() + 3_000;
  const browsing = (async () => {
    while (Date.now() < until) {
      const response = await fetch(`${site.base()}/`, { signal: AbortSignal.timeout(15_000) });
      await response.arrayBuffer();
      pages.push(response.status);
    }
  })();
  const searches: Answer[] = [];
  for (let round = 0; Date.now() < until; round += 1) {
    const burst = Array.from({ length: 6 }, (_, i) => search(`/blog?q=beside${round}-${i}`, `203.0.113.${150 + i}`));
    searches.push(...(await Promise.all(burst)));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await browsing;
  expect(pages.length).toBeGreaterThan(0);
  expect(pages.every((status) => status === 200)).toBe(true);
  const served = searches.filter((a) => a.status === 200);
  const busy = searches.filter((a) => a.status === 503);
  test.info().annotations.push({
    type: 'gate',
    description: `${pages.length} pages; searches: ${served.length} rendered, ${busy.length} answered 503`,
  });
  // One at a time within a quarter of the time: the searches are slowed, not stopped.
  expect(served.length).toBeGreaterThan(0);
  expect(served.length + busy.length).toBe(searches.length);
  // A search that found the queue open waits there for a slot, at most MAX_WAIT_MS, and is then
  // turned away; it is never held longer (one took 1,171 ms on a busy run, refused after its wait).
  for (const answer of busy) {
    expect(answer.ms).toBeLessThan(MAX_WAIT_MS + 500);
    expect(answer.text).toContain(en.SearchGate.busy);
  }
});

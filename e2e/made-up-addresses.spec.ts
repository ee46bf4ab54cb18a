import { expect, test } from '@playwright/test';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import { oneSlotSite, type Answer } from './support/gate-answer';

// Made-up addresses render a 404 page afresh each time (a 404 is never stored), so the render
// gate holds them like searches (lib/render-gate/known-addresses.ts, unclaimed-paths.ts). A server of
// this spec's own: the demo posts, one render at a time (support/gate-answer.ts).
const site = oneSlotSite();
const search = site.answer;

test('made-up post addresses meet the same gate: beyond it they answer 503 at once, while a real post is served', async () => {
  const found = await fetch(`${site.base()}/api/blogs?q=Darija`, { headers: { 'x-forwarded-for': '203.0.113.90' } });
  const [post] = (await found.json()) as { slug: string; title: string }[];
  // Each language's 404 page loads its code on first use (start-up, not the gate): before the burst.
  for (const path of ['/blog/warm-made-up', '/ar/blog/warm-made-up'])
    expect((await search(path, '203.0.113.91')).status).toBe(404);
  const made = Date.now();
  const burst = Array.from({ length: 12 }, (_, i) =>
    search(`${i % 2 ? '/ar' : ''}/blog/made-up-${made}-${i}`, `203.0.113.${60 + i}`),
  );
  const real = search(`/blog/${post.slug}`, '203.0.113.80');
  const answers = await Promise.all(burst);
  const busy = answers.filter((a) => a.status === 503);
  const rendered = answers.filter((a) => a.status === 404);
  test
    .info()
    .annotations.push({ type: 'gate', description: `${rendered.length} rendered, ${busy.length} answered 503` });
  expect(rendered.length).toBeGreaterThanOrEqual(1);
  expect(busy.length).toBeGreaterThanOrEqual(6);
  expect(busy.length + rendered.length).toBe(answers.length);
  // Turned away without a render: at once, or when a place in the queue ran out of its 1 s.
  for (const answer of busy) {
    expect(answer.ms).toBeLessThan(1_500);
    expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
  }
  expect(busy.some((a) => a.text.includes(ar.SearchGate.pageBusy))).toBe(true);
  expect(busy.some((a) => a.text.includes(en.SearchGate.pageBusy))).toBe(true);
  // A post the index knows is no render the gate holds: served beside the full gate.
  const page = await real;
  expect(page.status).toBe(200);
  expect(page.text).toContain(post.title);
});

test('made-up paths anywhere meet the gate too, while every page, route, file and redirect of the site is answered', async () => {
  test.setTimeout(60_000);
  const made = Date.now();
  const madeUp = (i: number) =>
    [`/nope-${made}-${i}`, `/ar/nope-${made}-${i}`, `/about/nope-${made}-${i}`, `/events/nope-${made}-${i}`][i % 4];
  for (const path of ['/nope-warm', '/ar/nope-warm', '/events/nope-warm'])
    expect((await search(path, '203.0.113.92')).status).toBe(404);
  // The events page reads the events, and with them which event addresses exist.
  expect((await search('/events', '203.0.113.92')).status).toBe(200);
  // Bursts of made-up paths from addresses of their own keep the gate full for 3 s.
  const flood: Answer[] = [];
  const until = Date.now() + 3_000;
  const flooding = (async () => {
    for (let round = 0; Date.now() < until; round += 1) {
      const burst = Array.from({ length: 8 }, (_, i) => search(madeUp(round * 8 + i), `203.0.113.${20 + i}`));
      flood.push(...(await Promise.all(burst)));
    }
  })();
  // Meanwhile, what the site serves: each answered as it always is, never turned away.
  const served: Record<string, number> = {};
  for (const path of [
    '/',
    '/ar',
    '/about',
    '/ar/team',
    '/events',
    '/events/summit',
    '/blog',
    '/feed.xml',
    '/robots.txt',
    '/sitemap.xml',
  ].concat(['/llms.txt', '/icon.svg', '/icons.svg', '/api/health', '/admin', '/about-us', '/en/about', '/api/no-such']))
    served[path] = (await search(path, '203.0.113.93')).status;
  await flooding;
  expect(Object.values(served)).not.toContain(503);
  expect(served).toMatchObject({ '/': 200, '/ar': 200, '/about': 200, '/ar/team': 200, '/robots.txt': 200 });
  expect(served).toMatchObject({
    '/icons.svg': 200,
    '/about-us': 308,
    '/en/about': 308,
    '/api/no-such': 404,
    '/events/summit': 200,
  });
  const busy = flood.filter((a) => a.status === 503);
  test.info().annotations.push({
    type: 'gate',
    description: `${flood.length - busy.length} rendered, ${busy.length} answered 503`,
  });
  expect(busy.length).toBeGreaterThan(0);
  expect(flood.every((a) => a.status === 404 || a.status === 503)).toBe(true);
  expect(busy.some((a) => a.text.includes(ar.SearchGate.pageBusy))).toBe(true);
  // Made-up event addresses among them (each burst's answers in the order it was sent).
  expect(flood.some((a, k) => a.status === 503 && madeUp(k).startsWith('/events/'))).toBe(true);
});

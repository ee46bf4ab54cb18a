import { expect, test } from '@playwright/test';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import { startOwnSite, type OwnSite } from './support/own-site';

// A cached listing page no other spec opens (the shared e2e server writes its cache to the same
// build folder), so its first render happens during the outage.
const NEVER_CACHED_LISTING = '/ar/blog?page=19';

// This spec stops the database, so it runs its own server instead of the shared one.
let site: OwnSite;
const get = (pathname: string) => site.get(pathname);

async function waitForHealthy(timeoutMs: number) {
  await expect
    .poll(async () => (await get('/api/health').catch(() => ({ status: 0 }))).status, { timeout: timeoutMs })
    .toBe(200);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  site = await startOwnSite();
  await waitForHealthy(60_000);
});

test.afterAll(async () => site?.stop());

test('with the database down, pages and lists serve, reads by id say 503, and it all recovers by itself', async () => {
  test.setTimeout(120_000);
  expect((await get('/api/health')).status).toBe(200);

  // The plain listing is rendered once and cached: it keeps serving through the outage.
  const listing = await get('/blog');
  expect(listing.text).not.toContain(en.BlogPage.unavailable);
  // A well-formed id no post has: 404 from the database when it answers.
  const postId = '0123456789abcdef01234567';
  expect((await get(`/api/blogs/${postId}`)).status).toBe(404);

  await site.stopDb();

  for (const pathname of ['/', '/ar/about', '/about', '/ar']) {
    const page = await get(pathname);
    expect(page.status, `${pathname} while the database is down`).toBe(200);
  }
  expect((await get('/blog')).text).not.toContain(en.BlogPage.unavailable);

  // Listings, searches and the API's lists come from the in-memory post index (lib/posts/index/),
  // built before the outage: they go on answering, in full, with nothing to say "unavailable".
  for (const [pathname, m] of [
    ['/blog?q=assistant', en],
    ['/ar/blog?q=assistant&category=nlp', ar],
    [NEVER_CACHED_LISTING, ar],
  ] as const) {
    const blog = await get(pathname);
    expect(blog.status, `${pathname} while the database is down`).toBe(200);
    expect(blog.text).not.toContain(m.BlogPage.unavailable);
  }
  expect((await get('/api/blogs')).status).toBe(200);
  // What needs the database itself says so: a post by id answers 503, without internals.
  const posts = await get(`/api/blogs/${postId}`);
  expect(posts.status).toBe(503);
  expect((JSON.parse(posts.text) as { message?: string }).message).toBeTruthy();
  expect(posts.text).not.toMatch(/\n\s+at |Mongo\w*Error|ECONNREFUSED/);

  const health = await get('/api/health');
  expect(health.status).toBe(503);
  const body = JSON.parse(health.text) as { message?: string };
  expect(body.message).toMatch(/database/i);
  // No stack or driver internals reach the client.
  expect(health.text).not.toMatch(/\n\s+at |Mongo\w*Error|ECONNREFUSED/);

  // The operator gets structured lines: one JSON object each, with time, level, event, message.
  // health.db_down (refused at once) or health.db_slow (no answer within DB_TIMEOUT_MS): which one
  // depends on how quickly the stopped process's port is refused on a busy machine.
  await expect.poll(() => /"event":"health\.db_(down|slow)"/.test(site.log.join(''))).toBe(true);
  const lines = site.log
    .join('')
    .split('\n')
    .filter((line) => line.startsWith('{"level"'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  const unreachable = lines.find((line) => line.event === 'health.db_down' || line.event === 'health.db_slow');
  expect(unreachable).toMatchObject({ level: 'error', message: expect.any(String) });
  expect(Date.parse(String(unreachable!.time))).not.toBeNaN();
  expect(lines.some((line) => line.event === 'db.ping_failed' || line.event === 'db.connect_failed')).toBe(true);

  // Same port, same files: the server's driver reconnects without a restart.
  const pid = site.serverPid();
  await site.startDb();
  const started = Date.now();
  await waitForHealthy(15_000);
  test.info().annotations.push({ type: 'recovery', description: `${Date.now() - started} ms` });
  expect(site.serverPid()).toBe(pid);
  expect((await get('/')).status).toBe(200);
  expect((await get('/api/blogs')).status).toBe(200);
  expect((await get(`/api/blogs/${postId}`)).status).toBe(404);
});

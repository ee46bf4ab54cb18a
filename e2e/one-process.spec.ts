import { expect, test } from '@playwright/test';
import { uniqueWord } from './support/blog-api';
import { startOwnSite, type OwnSite } from './support/own-site';

// The built server compiles route handlers and pages into separate bundles; the values the whole
// process shares live in one unbundled package (packages/process-state). A server of this spec's
// own, so its log holds only what these requests did.
let site: OwnSite;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  site = await startOwnSite({}, { seed: true });
});
test.afterAll(async () => site?.stop());

const builds = () => site.log.join('').match(/"event":"posts\.index_built"/g)?.length ?? 0;

test('a post saved through the admin API is in the very next page search and API answer, from one index', async () => {
  const word = uniqueWord('one');
  // Both kinds of bundle have searched before the save: a copy of their own would now be stale.
  expect((await site.get(`/blog?q=warm${word}`)).status).toBe(200);
  expect(JSON.parse((await site.get(`/api/blogs?q=warm${word}`)).text)).toEqual([]);

  const form = new FormData();
  for (const [name, value] of Object.entries({
    title: `One process ${word}`,
    description: 'Saved through the admin API',
    category: 'Technology',
    language: 'en',
  }))
    form.set(name, value);
  const saved = await fetch(`${site.base}/api/blogs`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await site.ownerToken()}` },
    body: form,
    signal: AbortSignal.timeout(10_000),
  });
  expect(saved.status).toBe(201);

  // Asked once each, at once: no waiting for the 2 s sync between instances.
  const page = await site.get(`/blog?q=${word}`);
  expect(page.status).toBe(200);
  expect(page.text.includes(`One process ${word}`), "the post's title on the search page").toBe(true);
  const listed = JSON.parse((await site.get(`/api/blogs?q=${word}`)).text) as { title: string }[];
  expect(listed.map((post) => post.title)).toEqual([`One process ${word}`]);
  // The page, the API and the save all used the index built at start: it was read from the database once.
  expect(builds()).toBe(1);
});

import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { uniqueWord } from '../support/blog-api';
import { oneSlotSite } from '../support/gate-answer';

// A soak (npm run test:soak): 5,000 made-up post addresses against a server of this spec's own, one
// render at a time, must leave the page cache as it was. The gate's answers to made-up addresses
// are checked in npm test by e2e/made-up-addresses.spec.ts.
const site = oneSlotSite();
const search = site.answer;

/** Files and bytes of the page cache of the site's own copy of the build. */
function cacheSize(): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  const walk = (dir: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        files += 1;
        bytes += statSync(full).size;
      }
    }
  };
  walk(path.join(site.dir(), '.next', 'cache'));
  walk(path.join(site.dir(), '.next', 'server', 'app'));
  return { files, bytes };
}

test('5,000 requests for random unknown slugs leave the cache as it was', async () => {
  test.setTimeout(600_000);
  const get = (url: string) => search(url, '203.0.113.94');
  await get('/blog/warm-up-000000'); // Next's own first-use files
  const before = cacheSize();
  const slugs = Array.from({ length: 5000 }, (_, i) => `${uniqueWord('nope')}-${i}`);
  // Twenty at a time: those the gate admits are rendered (a 404 each), the rest told to come back.
  const answered = { rendered: 0, busy: 0 };
  for (let i = 0; i < slugs.length; i += 20) {
    const batch = slugs.slice(i, i + 20).map((slug, j) => get(`${j % 2 ? '/ar' : ''}/blog/${slug}`));
    for (const answer of await Promise.all(batch)) {
      if (answer.status === 503) {
        expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
        answered.busy += 1;
      } else {
        expect(answer.status).toBe(404);
        answered.rendered += 1;
      }
    }
  }
  test.info().annotations.push({ type: 'gate', description: `${answered.rendered} rendered, ${answered.busy} busy` });
  expect(answered.rendered).toBeGreaterThanOrEqual(100);
  expect(cacheSize()).toEqual(before);
  // Nor in memory: asked again alone, a made-up slug is rendered again, never served from the cache.
  const again = await fetch(`${site.base()}/blog/${slugs[0]}`, { signal: AbortSignal.timeout(15_000) });
  expect(again.status).toBe(404);
  expect(again.headers.get('x-nextjs-cache')).not.toBe('HIT');
});

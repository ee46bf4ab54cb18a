import mongoose from 'mongoose';
import { expect, test } from '@playwright/test';
import { newSubmissionKey } from '../../lib/forms/submission-key';
import { mixedLoad } from '../../tests/helpers/mixed-load';
import { startOwnSite, type OwnSite } from '../support/own-site';
import { contactBody } from '../support/peer-request';

// A minute of 50 connections on loopback over pages, the blog, search, the analytics beacon and the forms, against a
// server of this spec's own (so every stored submission can be counted). Each form post comes
// through the "proxy" from an address of its own, as real visitors would, so the per-address
// limits are not what answers. Nothing may fail and every "received" must be stored.
const SECONDS = 60;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const CONNECTIONS = 50;
let site: OwnSite;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  // The connections walk the same list of requests, so at times all 50 search at once: beyond the
  // default gate (2 running, 4 waiting) some would get the 503 the gate is for
  // (e2e/search-load.spec.ts), and beside the pages they would be held to a tenth of the time
  // (SEARCH_SHARE); here every request must be served, so the gate admits them all.
  site = await startOwnSite(
    { TRUSTED_PROXIES: '127.0.0.1', SEARCH_CONCURRENCY: '64', SEARCH_SHARE: '100' },
    { seed: true },
  );
});
test.afterAll(async () => site?.stop());

async function contactCount(uri: string): Promise<number> {
  const conn = await mongoose.createConnection(uri).asPromise();
  try {
    return await conn.collection('contact_messages').countDocuments();
  } finally {
    await conn.close();
  }
}

test(`${CONNECTIONS} connections for ${SECONDS} s: no errors and no lost submission`, async () => {
  test.setTimeout((SECONDS + 420) * 1000);
  const post = /href="(\/blog\/[^"?#]+)"/.exec((await site.get('/blog')).text)?.[1];
  expect(post, 'a post link on /blog').toBeTruthy();
  const before = await contactCount(site.dbUri);
  const { result, received } = await mixedLoad({
    url: site.base,
    connections: CONNECTIONS,
    seconds: SECONDS,
    steps: [
      '/',
      '/ar',
      '/blog',
      post!,
      // Searches are limited per address too (lib/render-gate): each comes from a visitor of its own.
      { path: '/blog?q=assistant', visitor: true },
      {
        kind: 'contact',
        path: '/api/contact',
        body: () => contactBody(newSubmissionKey(), { idempotencyKey: newSubmissionKey() }),
        id: (b) => b.idempotencyKey,
      },
      '/ar/blog',
      // The analytics beacon after a page, from a browser (bots are not counted) of its own address.
      {
        kind: 'beacon',
        path: '/api/event',
        headers: { 'user-agent': BROWSER },
        body: () => ({ p: '/ar/blog', l: 'ar', r: 'www.linkedin.com', s: 'linkedin', m: '', c: '', w: 390 }),
        id: (b) => b.p,
      },
      '/investment',
      '/api/blogs?limit=12',
      {
        kind: 'newsletter',
        path: '/api/newsletter',
        body: () => ({ email: `reader-${newSubmissionKey()}@example.ma`, source: 'blog' }),
        id: (b) => b.email,
      },
    ],
  });
  test.info().annotations.push({
    type: 'load',
    description: `${result.requests.total} requests, ${result.requests.average} req/s`,
  });
  expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({
    errors: 0,
    timeouts: 0,
    non2xx: 0,
  });
  expect(received.contact.length).toBeGreaterThan(0);

  // Every "received" is stored, with its mail (requests still in flight when the minute ended
  // may be stored too, unanswered: they are not counted as received).
  const conn = await mongoose.createConnection(site.dbUri).asPromise();
  try {
    const ids = received.contact.map((id) => new mongoose.Types.ObjectId(id));
    const drainStart = Date.now();
    // A post whose database write missed DB_TIMEOUT_MS under this load was answered from the spool
    // and is stored by the replay (every 2 s, 50 entries a round in a few writes): it is received,
    // not lost, once it is there. Under this load most posts can be spooled (the breaker opens after
    // three missed deadlines). The replay's writes are FerretDB's work and slow as the collections
    // grow: 7,445 left in the spool took 105 s, and a run that received 13,543 needed 188 s
    // (docs/testing.md, the soak set). Matching that many ids took FerretDB 2.6 s a time and a
    // count of the collection 0.3, so the count is polled until it holds as many, then the ids matched.
    const contacts = conn.collection('contact_messages');
    await expect
      .poll(() => contacts.countDocuments(), { timeout: 300_000, intervals: [2_000] })
      .toBeGreaterThanOrEqual(before + ids.length);
    await expect
      .poll(() => contacts.countDocuments({ _id: { $in: ids } }), { timeout: 60_000, intervals: [5_000] })
      .toBe(ids.length);
    test.info().annotations.push({
      type: 'stored',
      description: `${ids.length} contact messages stored ${((Date.now() - drainStart) / 1000).toFixed(1)} s after the minute`,
    });
    // The team's notice of each (the visitor's acknowledgement shares its refId).
    expect(await conn.collection('outbox_mails').countDocuments({ refId: { $in: ids }, kind: 'contact' })).toBe(
      ids.length,
    );
    // The beacons were counted (written in batches every 5 s, so within seconds of the end).
    await expect.poll(() => conn.collection('analytics_hits').countDocuments(), { timeout: 15_000 }).toBeGreaterThan(0);
    const emails = received.newsletter;
    await expect
      .poll(() => conn.collection('newsletter_subscribers').countDocuments({ email: { $in: emails } }), {
        timeout: 30_000,
        intervals: [5_000],
      })
      .toBe(emails.length);
  } finally {
    await conn.close();
  }
});

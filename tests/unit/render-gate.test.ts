import { gatedKind } from '@/lib/render-gate/classify';
import { publishAddressLookup } from '@/lib/render-gate/known-addresses';
import { createGate } from '@/lib/render-gate/gate';
import { refusalParts, type RefusalTexts } from '@/lib/render-gate/refusal';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

const gate = (over: Partial<Parameters<typeof createGate>[0]> = {}) =>
  createGate({ concurrency: 2, queue: 2, maxWaitMs: 1_000, leaseMs: 30_000, ...over });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('render gate', () => {
  it('admits up to its concurrency at once, queues a few more and refuses the rest at once', async () => {
    const g = gate();
    const first = await Promise.all([g.enter(), g.enter()]);
    expect(first.every(Boolean)).toBe(true);
    const queued = [g.enter(), g.enter()];
    const started = Date.now();
    expect(await g.enter()).toBeNull();
    expect(Date.now() - started).toBeLessThan(20);
    expect(g.stats()).toEqual({ running: 2, queued: 2 });
    g.leave(first[0]!);
    g.leave(first[1]!);
    expect((await Promise.all(queued)).every(Boolean)).toBe(true);
    expect(g.stats()).toEqual({ running: 2, queued: 0 });
  });

  it('hands a freed slot to the longest waiter first in a burst', async () => {
    // A queue drained within standingMs (the clock does not move here) keeps arrival order.
    const g = gate({ concurrency: 1, standingMs: 100, now: () => 0 });
    const held = (await g.enter())!;
    const order: string[] = [];
    const a = g.enter().then((t) => (order.push('a'), t));
    const b = g.enter().then((t) => (order.push('b'), t));
    g.leave(held);
    g.leave((await a)!);
    await b;
    expect(order).toEqual(['a', 'b']);
  });

  it('hands a freed slot to the newest waiter once the queue is standing, as under a flood', async () => {
    let clock = 0;
    const g = gate({ concurrency: 1, queue: 3, standingMs: 100, now: () => clock });
    const held = (await g.enter())!;
    const order: string[] = [];
    const a = g.enter().then((t) => (order.push('a'), t));
    clock = 150;
    const b = g.enter().then((t) => (order.push('b'), t));
    const c = g.enter().then((t) => (order.push('c'), t));
    g.leave(held);
    g.leave((await c)!);
    g.leave((await b)!);
    await a;
    // The longest waiter (a, 150 ms) is served last; the newest (c) at once.
    expect(order).toEqual(['c', 'b', 'a']);
  });

  it('refuses a queued request once its wait has run out, and forgets it', async () => {
    const g = gate({ concurrency: 1, maxWaitMs: 50 });
    const held = (await g.enter())!;
    expect(await g.enter()).toBeNull();
    expect(g.stats()).toEqual({ running: 1, queued: 0 });
    g.leave(held);
    expect(g.stats().running).toBe(0);
  });

  it('releases a slot once only, and ignores unknown tickets', async () => {
    const g = gate({ concurrency: 1 });
    const held = (await g.enter())!;
    expect(g.leave('not-a-ticket')).toBe(false);
    expect(g.leave(held)).toBe(true);
    expect(g.leave(held)).toBe(false);
    expect(g.stats().running).toBe(0);
  });

  it('knows the slots it holds, and only until they are given back', async () => {
    const g = gate({ concurrency: 1 });
    const held = (await g.enter())!;
    expect(g.holds(held)).toBe(true);
    expect(g.holds('forged-by-a-client')).toBe(false);
    g.leave(held);
    expect(g.holds(held)).toBe(false);
  });

  it('takes back a slot never released once its lease ends', async () => {
    const g = gate({ concurrency: 1, leaseMs: 50 });
    await g.enter();
    const waiting = g.enter();
    await sleep(80);
    expect(await waiting).toEqual(expect.any(String));
  });
});

describe('what the gate holds', () => {
  const kind = (path: string) => gatedKind(new URL(path, 'http://site'));

  it('holds searches, categories and far listing pages, in both languages and the API', () => {
    expect(kind('/blog?q=assistant')).toBe('search');
    expect(kind('/ar/blog?q=%D8%B0%D9%83%D8%A7%D8%A1')).toBe('search');
    expect(kind('/api/blogs?q=assistant')).toBe('search');
    expect(kind('/blog?category=product')).toBe('render');
    expect(kind('/blog?q=')).toBe('render');
    expect(kind('/ar/blog?page=21')).toBe('render');
    expect(kind('/blog?page=abc')).toBe('render');
  });

  it('leaves the cached pages and everything else alone', () => {
    for (const path of ['/blog', '/blog?page=2', '/ar/blog?page=20', '/api/blogs?limit=12', '/', '/blog/a-post?q=x']) {
      expect(kind(path)).toBeNull();
    }
  });
});

describe('addresses of posts, events and newsletter issues', () => {
  const kind = (path: string) => gatedKind(new URL(path, 'http://site'));
  const arabicSlug = 'مساعد-يفهم-الدارجة';

  it('holds none of a section before it has published its lookup', () => {
    for (const path of ['/blog/made-up', '/events/made-up', '/newsletter/issues/made-up'])
      expect(kind(path)).toBeNull();
  });

  it('holds the addresses the post index does not know, and leaves the ones it knows alone', () => {
    const known = new Set(['en/a-real-post', 'en/its-former-slug', `ar/${arabicSlug}`]);
    publishAddressLookup('blog', (language, slug) => known.has(`${language}/${slug}`));
    expect(kind('/blog/made-up')).toBe('render');
    expect(kind('/ar/blog/made-up')).toBe('render');
    expect(kind('/ar/blog/a-real-post')).toBe('render'); // English slug, Arabic blog: the lookup decides
    expect(kind('/blog/%E0%A4%A')).toBe('render'); // not valid percent-encoding: looked up as it is
    for (const path of ['/blog/a-real-post', '/blog/its-former-slug', `/ar/blog/${encodeURIComponent(arabicSlug)}`])
      expect(kind(path)).toBeNull();
    // Not post addresses: the numbered listing pages, previews, and the blog itself.
    for (const path of ['/blog/list/2', '/blog/preview/abc', '/blog', '/blog/', '/en/blog/made-up', '/about'])
      expect(kind(path)).toBeNull();
  });

  it('asks each section its own lookup: events and issues as they publish theirs', () => {
    publishAddressLookup('events', (_language, slug) => slug === 'summit');
    publishAddressLookup('newsletter/issues', (language, slug) => language === 'en' && slug === 'issue-1');
    for (const path of ['/events/summit', '/ar/events/summit', '/newsletter/issues/issue-1', '/events'])
      expect(kind(path)).toBeNull();
    for (const path of ['/events/made-up', '/ar/newsletter/issues/issue-1', '/newsletter/issues/made-up'])
      expect(kind(path)).toBe('render');
    // A slug one section knows is no address of another.
    expect(kind('/blog/summit')).toBe('render');
  });
});

const refusalTexts: RefusalTexts = { en: en.SearchGate, ar: ar.SearchGate };
/** The refusal the front door writes, read as a browser would. */
const refusal = (url: URL, status: 429 | 503, retryAfterSeconds: number, texts: RefusalTexts) => {
  const parts = refusalParts(url, status, retryAfterSeconds, texts);
  return new Response(parts.body, { status: parts.status, headers: parts.headers });
};

describe('refusals', () => {
  it('answer a page in the visitor language with Retry-After', async () => {
    const response = refusal(new URL('http://site/ar/blog?q=x'), 503, 2, refusalTexts);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('2');
    const html = await response.text();
    expect(html).toContain('lang="ar" dir="rtl"');
    expect(html).toContain(ar.SearchGate.busy);
  });

  it('name searches as such, and any other held page as this page', async () => {
    const listing = await refusal(new URL('http://site/blog?category=NLP'), 503, 2, refusalTexts).text();
    expect(listing).toContain(en.SearchGate.pageBusy);
    const madeUp = await refusal(new URL('http://site/ar/nope'), 503, 2, refusalTexts).text();
    expect(madeUp).toContain(ar.SearchGate.pageBusy);
    expect(madeUp).not.toContain(ar.SearchGate.busy);
  });

  it('answer the API with its JSON error shape', async () => {
    const response = refusal(new URL('http://site/api/blogs?q=x'), 429, 40, refusalTexts);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('40');
    expect(await response.json()).toEqual({ message: en.SearchGate.tooMany });
  });
});

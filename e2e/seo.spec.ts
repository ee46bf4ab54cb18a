import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiToken, createPost, deletePost, uniqueWord, type CreatedPost } from './support/blog-api';
import { specPublicPages } from './support/spec-routes';

const PAGES = specPublicPages;
const LOCALES = ['en', 'ar'] as const;
const localized = (locale: string, path: string) => (locale === 'en' ? path : path === '/' ? '/ar' : `/ar${path}`);

type Node = { '@type': string } & Record<string, unknown>;

/** Every node of every JSON-LD script on the page; each script must parse. */
async function jsonLdNodes(page: Page): Promise<Node[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(scripts.length).toBeGreaterThan(0);
  return scripts.flatMap((text) => {
    const data = JSON.parse(text);
    expect(data['@context']).toBe('https://schema.org');
    return data['@graph'] ?? [data];
  });
}

function metaContent(html: string, attribute: 'property' | 'name', key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta[^>]*${attribute}="${key.replace(/:/g, '\\:')}"[^>]*>`))?.[0];
  return tag?.match(/content="([^"]*)"/)?.[1]?.replace(/&amp;/g, '&');
}

/** Fetches an image by the path of its (absolute) URL and reads the PNG header's size. */
async function expectCard(request: APIRequestContext, url: string) {
  const { pathname, search } = new URL(url);
  const res = await request.get(pathname + search);
  expect(res.status(), url).toBe(200);
  expect(res.headers()['content-type']).toBe('image/png');
  expect(res.headers()['cache-control']).toContain('immutable');
  const png = await res.body();
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({ width: 1200, height: 630 });
}

/** Parses XML with the browser's own parser; a parse error fails the test. */
async function parseXml(page: Page, xml: string) {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    return doc.querySelector('parsererror')?.textContent ?? null;
  }, xml);
}

for (const locale of LOCALES) {
  test(`home page JSON-LD in ${locale}: Organization and a WebSite in the page language`, async ({ page }) => {
    await page.goto(localized(locale, '/'));
    const nodes = await jsonLdNodes(page);
    const organization = nodes.find((n) => n['@type'] === 'Organization');
    expect(organization).toMatchObject({ name: locale === 'en' ? 'Sahla' : 'سهلة' });
    expect(organization!.address).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'MA' });
    expect(nodes.find((n) => n['@type'] === 'WebSite')).toMatchObject({ inLanguage: locale });
  });

  test(`events JSON-LD in ${locale}: one Event per event, the webinar online`, async ({ page }) => {
    await page.goto(localized(locale, '/events'));
    const events = (await jsonLdNodes(page)).filter((n) => n['@type'] === 'Event');
    expect(events).toHaveLength(4);
    for (const event of events) {
      expect(event.inLanguage).toBe(locale);
      // Morocco's offset on the day: +01:00 until autumn 2026, +00:00 after (lib/content/events.ts).
      expect(event.startDate).toMatch(/T\d\d:\d\d:\d\d\+0[01]:00$/);
      expect(event.maximumAttendeeCapacity).toEqual(expect.any(Number));
    }
    const online = events.filter((n) => n.eventAttendanceMode === 'https://schema.org/OnlineEventAttendanceMode');
    expect(online).toHaveLength(1);
    expect(online[0]!.location).toMatchObject({ '@type': 'VirtualLocation' });
  });

  test(`every page in ${locale} has its 1200×630 Open Graph and Twitter image`, async ({ request }) => {
    test.setTimeout(90_000);
    const seen = new Set<string>();
    for (const path of PAGES) {
      const url = localized(locale, path);
      const html = await (await request.get(url)).text();
      const og = metaContent(html, 'property', 'og:image');
      expect(og, url).toMatch(new RegExp(`/og/${locale}/[a-z-]+\\.png\\?v=[0-9a-f]+$`));
      expect(metaContent(html, 'name', 'twitter:image'), url).toBe(og);
      expect(metaContent(html, 'name', 'twitter:card'), url).toBe('summary_large_image');
      expect(metaContent(html, 'property', 'og:image:width'), url).toBe('1200');
      expect(metaContent(html, 'property', 'og:image:height'), url).toBe('630');
      seen.add(og!);
      await expectCard(request, og!);
    }
    expect(seen.size).toBe(PAGES.length); // one image per page
  });

  test(`the layout links the ${locale} feed`, async ({ page }) => {
    await page.goto(localized(locale, '/about'));
    const href = await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href');
    expect(new URL(href!, page.url()).pathname).toBe(localized(locale, '/feed.xml'));
  });
}

test('an unknown image key answers 404', async ({ request }) => {
  expect((await request.get('/og/en/nothing-here.png')).status()).toBe(404);
  expect((await request.get('/og/fr/about.png')).status()).toBe(404);
});

test.describe('with a post', () => {
  let token: string;
  let post: CreatedPost;

  test.beforeAll(async ({ request }) => {
    token = await apiToken(request);
    post = await createPost(request, token, {
      title: `Assistants & <feeds> ${uniqueWord()}`,
      description: 'Why an assistant should explain itself.',
      category: 'Ethics',
      content: '# Explain\n\nSome text.',
    });
  });
  test.afterAll(async ({ request }) => deletePost(request, token, post._id));

  test('the sitemap lists every page and the post in both languages, with alternates and x-default', async ({
    request,
    page,
    baseURL,
  }) => {
    const res = await request.get('/sitemap.xml');
    expect(res.status()).toBe(200);
    const xml = await res.text();
    expect(await parseXml(page, xml)).toBeNull();
    const blocks = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    const byLoc = new Map(blocks.map((b) => [b.match(/<loc>([^<]+)<\/loc>/)![1]!, b]));
    const check = (path: string, lastmod: boolean) => {
      for (const locale of LOCALES) {
        const block = byLoc.get(`${baseURL}${localized(locale, path)}`);
        expect(block, `${locale} ${path}`).toBeDefined();
        for (const [lang, href] of [
          ['en', path],
          ['ar', localized('ar', path)],
          ['x-default', path],
        ]) {
          expect(block).toContain(`hreflang="${lang}" href="${baseURL}${href}"`);
        }
        if (lastmod) expect(block).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
      }
    };
    for (const path of PAGES) check(path, false);
    check(`/blog/${post.slug}`, true); // listed at once: saving a post drops the cached list
    expect([...byLoc.keys()].some((loc) => loc.includes('/admin'))).toBe(false);
  });

  for (const locale of LOCALES) {
    test(`the ${locale} feed is RSS 2.0 with the post`, async ({ request, page, baseURL }) => {
      const res = await request.get(localized(locale, '/feed.xml'));
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toContain('application/rss+xml');
      const xml = await res.text();
      expect(await parseXml(page, xml)).toBeNull();
      expect(xml).toContain(`<language>${locale}</language>`);
      expect(xml).toContain(`<atom:link href="${baseURL}${localized(locale, '/feed.xml')}" rel="self"`);
      const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]!);
      expect(items.length).toBeGreaterThan(0);
      expect(items.length).toBeLessThanOrEqual(20);
      const item = items.find((i) => i.includes(`<link>${baseURL}${localized(locale, `/blog/${post.slug}`)}</link>`));
      expect(item).toBeDefined();
      expect(item).toContain(
        `<title>${post.title.replace('&', '&amp;').replace('<', '&lt;').replace('>', '&gt;')}</title>`,
      );
      expect(item).toMatch(/<pubDate>\w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d GMT<\/pubDate>/);
      expect(item).toContain(`<category>${locale === 'en' ? 'Ethics' : 'الأخلاقيات'}</category>`);
    });

    test(`the post page in ${locale} has valid BlogPosting JSON-LD and its own card`, async ({ page, request }) => {
      await page.goto(localized(locale, `/blog/${post.slug}`));
      const posting = (await jsonLdNodes(page)).find((n) => n['@type'] === 'BlogPosting');
      expect(posting).toMatchObject({
        headline: post.title,
        author: { '@type': 'Person' },
        inLanguage: 'en',
        mainEntityOfPage: { '@type': 'WebPage', inLanguage: locale },
      });
      expect(Date.parse(posting!.datePublished as string)).not.toBeNaN();
      expect(Date.parse(posting!.dateModified as string)).not.toBeNaN();
      const og = await page.locator('meta[property="og:image"]').getAttribute('content');
      expect(og).toContain(`/og/${locale}/post-${post.slug}.png?v=`);
      expect((posting!.image as string[])[0]).toBe(og);
      await expectCard(request, og!);
    });
  }
});

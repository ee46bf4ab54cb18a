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

test.describe('with a translated pair of posts', () => {
  let token: string;
  const posts: Record<string, CreatedPost> = {};

  test.beforeAll(async ({ request }) => {
    token = await apiToken(request);
    posts.en = await createPost(request, token, {
      title: `Assistants & <feeds> ${uniqueWord()}`,
      description: 'Why an assistant should explain itself.',
      category: 'Ethics',
      content: '# Explain\n\nSome text.',
      language: 'en',
    });
    posts.ar = await createPost(request, token, {
      title: `المساعدات و<الخلاصات> ${uniqueWord()}`,
      description: 'لماذا يجب أن يشرح المساعد نفسه.',
      category: 'Ethics',
      content: '# اشرح\n\nنص.',
      language: 'ar',
      translationId: posts.en._id,
    });
  });
  test.afterAll(async ({ request }) => {
    for (const post of Object.values(posts)) await deletePost(request, token, post._id);
  });

  test('the sitemap lists every page in both languages, and each post once with its translation as alternate', async ({
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
    for (const path of PAGES) {
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
      }
    }
    const en = `${baseURL}/blog/${posts.en!.slug}`;
    const ar = `${baseURL}/ar/blog/${encodeURIComponent(posts.ar!.slug)}`;
    for (const loc of [en, ar]) {
      const block = byLoc.get(loc);
      expect(block, loc).toBeDefined();
      expect(block).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
      expect(block).toContain(`hreflang="en" href="${en}"`);
      expect(block).toContain(`hreflang="ar" href="${ar}"`);
    }
    // Each post under its own language only.
    expect(byLoc.has(`${baseURL}/ar/blog/${posts.en!.slug}`)).toBe(false);
    expect([...byLoc.keys()].some((loc) => loc.includes('/admin'))).toBe(false);
  });

  for (const locale of LOCALES) {
    test(`the ${locale} feed is RSS 2.0 with its own language's post only`, async ({ request, page, baseURL }) => {
      const post = posts[locale]!;
      const other = posts[locale === 'en' ? 'ar' : 'en']!;
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
      const link = `${baseURL}${localized(locale, `/blog/${encodeURIComponent(post.slug)}`)}`;
      const item = items.find((i) => i.includes(`<link>${link}</link>`));
      expect(item).toBeDefined();
      expect(item).toContain(
        `<title>${post.title.replace('&', '&amp;').replace('<', '&lt;').replace('>', '&gt;')}</title>`,
      );
      expect(xml).not.toContain(other.slug);
      expect(item).toMatch(/<pubDate>\w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d GMT<\/pubDate>/);
      expect(item).toContain(`<category>${locale === 'en' ? 'Ethics' : 'الأخلاقيات'}</category>`);
    });

    test(`the ${locale} post page has valid BlogPosting JSON-LD in its language and its own card`, async ({
      page,
      request,
    }) => {
      const post = posts[locale]!;
      await page.goto(localized(locale, `/blog/${post.slug}`));
      const posting = (await jsonLdNodes(page)).find((n) => n['@type'] === 'BlogPosting');
      expect(posting).toMatchObject({
        headline: post.title,
        author: { '@type': 'Person' },
        inLanguage: locale,
        mainEntityOfPage: { '@type': 'WebPage', inLanguage: locale },
      });
      expect(Date.parse(posting!.datePublished as string)).not.toBeNaN();
      expect(Date.parse(posting!.dateModified as string)).not.toBeNaN();
      const og = await page.locator('meta[property="og:image"]').first().getAttribute('content');
      expect(og).toContain(`/og/${locale}/post-${encodeURIComponent(post.slug)}.png?v=`);
      expect((posting!.image as string[])[0]).toBe(og);
      await expectCard(request, og!);
      await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(3);
    });
  }
});

import { expect, test } from './fixtures';
import { apiToken, createPost, deletePost, uniqueWord, type CreatedPost } from './support/blog-api';
import { expectCard, jsonLdNodes, LOCALES, localized, parseXml } from './support/seo';
import { specPublicPages as PAGES } from './support/spec-routes';

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

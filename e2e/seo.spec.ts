import { expect, test } from './fixtures';
import { expectCard, jsonLdNodes, LOCALES, localized, metaContent } from './support/seo';
import { specPublicPages as PAGES } from './support/spec-routes';

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

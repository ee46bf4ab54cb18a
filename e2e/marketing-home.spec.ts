import { expect, test } from '@playwright/test';
import { externalLinks, locales, messages, metadataLinks, plain, url } from './marketing-fixtures';

for (const locale of locales) {
  const m = messages[locale];

  test.describe(`home (${locale})`, () => {
    test('shows the hero, its links, badges, features, stats and closing call to action', async ({ page }) => {
      await page.goto(url(locale, '/'));
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(plain(m.HomePage.hero.title));
      await expect(page.getByText(m.HomePage.hero.badge)).toBeVisible();

      const hero = page.locator('section[aria-labelledby="hero-title"]');
      const waitlist = hero.getByRole('link', { name: m.Sections.joinWaitlist });
      await expect(waitlist).toHaveAttribute('href', '/go/waitlist');
      const demo = hero.getByRole('link', { name: m.Sections.watchDemo });
      await expect(demo).toHaveAttribute('href', '/go/demo');

      const badges = hero.getByRole('list', { name: m.HomePage.hero.trust });
      for (const figure of ['4.9/5', '10k+', 'SOC 2', '1M+']) await expect(badges).toContainText(figure);

      const features = page.getByTestId('features-item');
      await expect(features).toHaveCount(6);
      for (const item of Object.values(m.HomePage.features.items))
        await expect(page.getByRole('heading', { level: 3, name: item.title })).toBeVisible();

      const stats = page.locator('section[aria-labelledby="stats"]');
      for (const [value, label] of [
        ['99.9%', m.HomePage.stats.accuracy],
        ['50+', m.HomePage.stats.languages],
        ['99.99%', m.HomePage.stats.uptime],
      ]) {
        await expect(stats.getByText(value, { exact: true })).toBeVisible();
        await expect(stats.getByText(label, { exact: true })).toBeVisible();
      }

      const cta = page.locator('section[aria-labelledby="cta"]');
      await expect(cta.getByRole('heading', { level: 2 })).toHaveText(m.HomePage.cta.title);
      await expect(cta.getByRole('link', { name: m.Sections.joinWaitlist })).toHaveAttribute('href', '/go/waitlist');

      const links = await externalLinks(page);
      expect(links).toHaveLength(3);
      for (const link of links) expect(link.rel).toBe('noopener noreferrer');
    });

    test('has its own title, description, canonical URL and language alternates', async ({ page }) => {
      await page.goto(url(locale, '/'));
      await expect(page).toHaveTitle(m.Metadata.titleTemplate.replace('%s', m.HomePage.metaTitle));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', m.HomePage.metaDescription);
      expect(await metadataLinks(page)).toEqual({
        canonical: url(locale, '/'),
        alternates: { en: '/', ar: '/ar', 'x-default': '/' },
      });
    });
  });
}

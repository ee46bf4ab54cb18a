import ar from '../messages/ar.json';
import en from '../messages/en.json';
import { expect, test } from './fixtures';
import { specRoutes } from './support/spec-routes';

// Every route exists in English (unprefixed) and Arabic (/ar).
const routes = specRoutes;

const locales = [
  { locale: 'en', dir: 'ltr', prefix: '', messages: en },
  { locale: 'ar', dir: 'rtl', prefix: '/ar', messages: ar },
] as const;

const localized = (prefix: string, route: string) => (route === '/' ? prefix || '/' : `${prefix}${route}`);

for (const { locale, dir, prefix } of locales) {
  test.describe(`${locale} pages`, () => {
    for (const route of routes) {
      const path = localized(prefix, route);
      test(`${path} answers 200 with lang=${locale} dir=${dir}`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        expect(new URL(page.url()).pathname).toBe(path);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.locator('html')).toHaveAttribute('dir', dir);
        await expect(page.getByRole('main')).toBeVisible();
        await expect(page).toHaveTitle(/\S/);
        // Hydration errors surface after load; the fixture fails the test on any of them.
        await page.waitForLoadState('networkidle');
      });
    }
  });
}

test.describe('redirects', () => {
  const permanent: [string, string][] = [
    ['/about-us', '/about'],
    ['/contact-us', '/contact'],
    ['/resources', '/blog'],
    ['/ar/about-us', '/ar/about'],
    ['/ar/contact-us', '/ar/contact'],
    ['/ar/resources', '/ar/blog'],
    ['/en/about', '/about'],
    ['/en', '/'],
  ];
  for (const [from, to] of permanent) {
    test(`${from} is a permanent redirect to ${to}`, async ({ request, baseURL }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(new URL(response.headers().location, baseURL).pathname).toBe(to);
    });
  }

  test('the header paths of the spec land on their pages', async ({ page }) => {
    await page.goto('/contact-us');
    expect(new URL(page.url()).pathname).toBe('/contact');
    await page.goto('/ar/resources');
    expect(new URL(page.url()).pathname).toBe('/ar/blog');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});

test.describe('unknown paths', () => {
  for (const { locale, dir, prefix, messages } of locales) {
    test(`${prefix || '/'} + unknown path shows the ${locale} 404 page inside header and footer`, async ({
      page,
      consoleErrors,
    }) => {
      // The browser reports the document's own 404 status as a console error; nothing else may fail.
      consoleErrors.allow(/Failed to load resource: the server responded with a status of 404/);
      const response = await page.goto(`${prefix}/no-such-page`);
      expect(response?.status()).toBe(404);
      // Painted client-side by Next for notFound() here (vercel/next.js#62228): assert what shows.
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(messages.NotFound.title);
      await expect(page.getByRole('main')).toContainText(messages.NotFound.description);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await page.waitForLoadState('networkidle');
    });
  }

  test('unknown API paths answer JSON 404 for every method', async ({ request }) => {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const response = await request.fetch('/api/no-such-endpoint', { method, maxRedirects: 0 });
      expect(response.status(), method).toBe(404);
      expect(response.headers()['content-type'], method).toContain('application/json');
      expect((await response.json()).message, method).toMatch(/no-such-endpoint/);
    }
  });

  test('paths served outside the locale segment are not rewritten onto it', async ({ request }) => {
    const external = await request.get('/go/waitlist', { maxRedirects: 0 });
    expect(external.status()).toBe(307);
    expect(external.headers().location).toMatch(/^https?:\/\//);
    const health = await request.get('/api/health');
    expect(health.status()).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', db: 'up' });
  });
});

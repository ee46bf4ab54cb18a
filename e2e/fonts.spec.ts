import { expect, test, type Page } from '@playwright/test';

// Each language downloads its own faces and nothing else: English pages the Inter file, Arabic
// pages Noto Kufi Arabic (its Arabic and its Latin letters). An Arabic page that also pulled
// Inter, or an English one Kufi, would pay for a font it never draws before the first paint.

/** The font files a page fetched, by file name, once its fonts are ready. */
async function fontsFetched(page: Page, path: string): Promise<string[]> {
  const fetched = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/fonts/')) fetched.add(url.pathname.slice('/fonts/'.length));
  });
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
  return [...fetched].sort();
}

test('an English page draws its text in Inter and fetches no Arabic face', async ({ page }) => {
  expect(await fontsFetched(page, '/')).toEqual(['inter-latin.woff2']);
  expect(await page.evaluate(() => document.fonts.check('16px Inter', 'Sahla'))).toBe(true);
  const preloads = await page
    .locator('link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(preloads).toEqual(['/fonts/inter-latin.woff2']);
});

test('an Arabic page draws Arabic and Latin text in Noto Kufi Arabic and never fetches Inter', async ({ page }) => {
  const fetched = await fontsFetched(page, '/ar');
  expect(fetched).not.toContain('inter-latin.woff2');
  expect(fetched).toEqual(
    expect.arrayContaining(['kufi-arabic-400.woff2', 'kufi-arabic-700.woff2', 'kufi-latin-400.woff2']),
  );
  // The hero's heading, in the bold face, and a figure written in Latin digits.
  expect(await page.evaluate(() => document.fonts.check('bold 16px "Noto Kufi Arabic"', 'سهلة'))).toBe(true);
  expect(await page.evaluate(() => document.fonts.check('16px "Noto Kufi Arabic"', '99.9%'))).toBe(true);
});

test('font files are cached for a year under a URL that changes with their content', async ({ request, page }) => {
  await page.goto('/ar');
  const href = await page.locator('link[rel="preload"][as="font"]').first().getAttribute('href');
  expect(href).toMatch(/^\/fonts\/kufi-arabic-400\.woff2\?v=[0-9a-f]{8}$/);
  const response = await request.get(href!);
  expect(response.headers()['content-type']).toBe('font/woff2');
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { isSameDocument, markDocument } from './support/same-document';
import { gotoHydrated, menuButton, menuPanel, text } from './support/shell';

// The site shell: theme and language toggles, footer, and the header and footer under axe
// (the menus are in shell-header.spec.ts).

test('theme: dark by default, light survives a reload without a flash, and back', async ({ page }) => {
  await gotoHydrated(page, '/');
  const html = page.locator('html');
  await expect(html).toHaveClass(/\bdark\b/);

  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(html).not.toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  expect(await html.evaluate((el) => getComputedStyle(el).colorScheme)).toBe('light');

  // The stored choice is applied before the body is parsed: no dark frame on reload.
  await page.reload({ waitUntil: 'domcontentloaded' });
  expect(await html.evaluate((el) => el.classList.contains('dark'))).toBe(false);
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('header button') ?? {}).some((k) => k.startsWith('__reactProps')),
  );
  const toDark = page.getByRole('button', { name: 'Switch to dark theme' });
  await expect(toDark).toBeVisible();

  await toDark.click();
  await expect(html).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload({ waitUntil: 'domcontentloaded' });
  expect(await html.evaluate((el) => el.classList.contains('dark'))).toBe(true);
});

test('language toggle keeps the page and the query string, both ways', async ({ page }) => {
  await gotoHydrated(page, '/about?ref=newsletter&tag=a&tag=b');
  const toArabic = page.locator('header').getByRole('link', { name: /^AR/ });
  await expect(toArabic).toHaveAttribute('href', '/ar/about?ref=newsletter&tag=a&tag=b');
  await toArabic.click();
  await expect(page).toHaveURL(/\/ar\/about\?ref=newsletter&tag=a&tag=b$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.waitForFunction(() =>
    Object.keys(document.querySelector('header button') ?? {}).some((k) => k.startsWith('__reactProps')),
  );
  const toEnglish = page.locator('header').getByRole('link', { name: /^EN/ });
  await toEnglish.click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/about\?ref=newsletter&tag=a&tag=b$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('language toggle works as a plain link before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/ar/blog');
  await page.locator('header').getByRole('link', { name: /^EN/ }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/blog$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});

const footerPaths = [
  '/about',
  '/team',
  '/careers',
  '/press',
  '/project',
  '/features',
  '/pricing',
  '/api',
  '/blog',
  '/documentation',
  '/support',
  '/community',
  '/privacy',
  '/terms',
  '/cookie',
  '/security',
];

test('the footer seen asks the server for none of its pages, and its links still navigate in place', async ({
  page,
}) => {
  // Next's router fetches a page's data for each link it sees (an RSC request each); the footer's
  // sixteen do not (components/site/footer.tsx), so only the header's own pages are asked for.
  const routerRequests: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['rsc'] === '1') routerRequests.push(new URL(request.url()).pathname);
  });
  await gotoHydrated(page, '/');
  // The router does prefetch here: the header's link to the project page is asked for.
  await expect.poll(() => routerRequests.includes('/project'), { timeout: 15_000 }).toBe(true);
  await page.locator('footer').scrollIntoViewIfNeeded();
  await page.waitForTimeout(3_000);
  for (const path of ['/careers', '/press', '/pricing', '/privacy']) expect(routerRequests).not.toContain(path);

  await markDocument(page);
  await page.locator('footer a[href="/careers"]').click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(page.locator('h1')).toBeVisible();
  // The same document: the router navigated, no full reload.
  expect(await isSameDocument(page)).toBe(true);
});

for (const locale of ['en', 'ar'] as const) {
  test(`footer: sixteen links, socials, newsletter and 2025 (${locale})`, async ({ page }) => {
    await page.goto(`${text[locale].prefix}/`);
    const footer = page.locator('footer');
    for (const path of footerPaths)
      await expect(footer.locator(`a[href="${text[locale].prefix}${path}"]`)).toHaveCount(1);
    await expect(footer).toContainText('© 2025');
    await expect(footer.locator('[data-newsletter="footer"]')).toHaveCount(1);

    for (const host of ['https://x.com/', 'https://www.linkedin.com/']) {
      const link = footer.locator(`a[href^="${host}"]`);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(footer.locator('a[href="mailto:hello@sahla.ma"]')).toHaveCount(1);
    const codeHost = footer.locator('[role="link"][aria-disabled="true"]');
    await expect(codeHost).toHaveCount(1);
    await expect(codeHost).not.toHaveAttribute('href');
  });
}

for (const locale of ['en', 'ar'] as const) {
  for (const theme of ['dark', 'light'] as const) {
    test(`header and footer pass axe, contrast included (${locale}, ${theme})`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      if (theme === 'light') await page.addInitScript(() => localStorage.setItem('theme', 'light'));
      await gotoHydrated(page, `${text[locale].prefix}/about`);
      await menuButton(page, locale, 'resources').click();
      await expect(menuPanel(page, 'resources')).toBeVisible();
      const results = await new AxeBuilder({ page }).include('header').include('footer').analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
    });
  }
}

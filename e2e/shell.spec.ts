import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// The site shell: header navigation, mobile menu, theme and language toggles, footer.

const text = {
  en: { prefix: '', nav: 'Main navigation', about: 'About', resources: 'Resources', contact: 'Contact', menu: 'Menu' },
  ar: {
    prefix: '/ar',
    nav: 'التنقل الرئيسي',
    about: 'من نحن',
    resources: 'الموارد',
    contact: 'تواصل',
    menu: 'القائمة',
  },
} as const;
type Locale = keyof typeof text;

/** Waits until React has hydrated the header, so clicks reach its handlers. */
async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => {
    const button = document.querySelector('header button');
    return !!button && Object.keys(button).some((key) => key.startsWith('__reactProps'));
  });
}

function menuButton(page: Page, locale: Locale, name: 'about' | 'resources' | 'contact') {
  const nav = page.getByRole('navigation', { name: text[locale].nav });
  return nav.getByRole('button', { name: text[locale][name], exact: true });
}

function menuPanel(page: Page, name: 'about' | 'resources' | 'contact') {
  return page.locator(`#nav-menu-${name}`);
}

for (const locale of ['en', 'ar'] as const) {
  test.describe(`desktop header (${locale})`, () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test('one dropdown at a time; parent toggles; Escape and outside click close', async ({ page }) => {
      await gotoHydrated(page, `${text[locale].prefix}/project`);
      const about = menuButton(page, locale, 'about');
      const resources = menuButton(page, locale, 'resources');

      await about.click();
      await expect(about).toHaveAttribute('aria-expanded', 'true');
      await expect(menuPanel(page, 'about')).toBeVisible();

      await resources.click();
      await expect(menuPanel(page, 'resources')).toBeVisible();
      await expect(menuPanel(page, 'about')).toBeHidden();
      await expect(about).toHaveAttribute('aria-expanded', 'false');

      await resources.click();
      await expect(menuPanel(page, 'resources')).toBeHidden();
      await expect(resources).toHaveAttribute('aria-expanded', 'false');

      const contact = menuButton(page, locale, 'contact');
      await contact.click();
      await expect(menuPanel(page, 'contact')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menuPanel(page, 'contact')).toBeHidden();
      await expect(contact).toBeFocused();

      await about.click();
      await expect(menuPanel(page, 'about')).toBeVisible();
      // Well below the header, clear of every menu in both directions.
      await page.mouse.click(1200, 600);
      await expect(menuPanel(page, 'about')).toBeHidden();
    });

    test('dropdown has a fixed width and starts at its parent’s start side', async ({ page }) => {
      await gotoHydrated(page, `${text[locale].prefix}/`);
      const widths: number[] = [];
      for (const name of ['about', 'resources', 'contact'] as const) {
        const button = menuButton(page, locale, name);
        await button.click();
        const panel = await menuPanel(page, name).boundingBox();
        const parent = await button.boundingBox();
        if (!panel || !parent) throw new Error('menu not laid out');
        if (locale === 'en') expect(Math.abs(panel.x - parent.x)).toBeLessThanOrEqual(1);
        else expect(Math.abs(panel.x + panel.width - (parent.x + parent.width))).toBeLessThanOrEqual(1);
        expect(panel.y).toBeGreaterThan(parent.y + parent.height - 1);
        widths.push(Math.round(panel.width));
      }
      expect(new Set(widths).size).toBe(1);
    });

    test('at the narrowest desktop width every dropdown stays on screen', async ({ page }) => {
      await page.setViewportSize({ width: 768, height: 800 });
      await gotoHydrated(page, `${text[locale].prefix}/`);
      for (const name of ['about', 'resources', 'contact'] as const) {
        await menuButton(page, locale, name).click();
        const panel = await menuPanel(page, name).boundingBox();
        if (!panel) throw new Error('menu not laid out');
        expect(panel.x).toBeGreaterThanOrEqual(0);
        expect(panel.x + panel.width).toBeLessThanOrEqual(768);
      }
    });

    test('keyboard: Enter opens a menu, Tab reaches its links, current page is marked', async ({ page }) => {
      await gotoHydrated(page, `${text[locale].prefix}/team`);
      const about = menuButton(page, locale, 'about');
      await about.focus();
      await page.keyboard.press('Enter');
      await expect(about).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Tab');
      await expect(menuPanel(page, 'about').getByRole('link').first()).toBeFocused();
      const team = menuPanel(page, 'about').locator(`a[href="${text[locale].prefix}/team"]`);
      await expect(team).toHaveAttribute('aria-current', 'page');
      // Tabbing past the last link leaves the menu and closes it.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(menuPanel(page, 'about')).toBeHidden();
    });
  });
}

test('Watch Demo opens the demo in a new window without the opener', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const demo = page.getByRole('banner').getByRole('link', { name: /Watch Demo/ });
  await expect(demo).toBeVisible();
  await expect(demo).toHaveAttribute('target', '_blank');
  await expect(demo).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(demo).toHaveAttribute('href', '/go/demo');
});

for (const locale of ['en', 'ar'] as const) {
  test(`mobile menu at 375 px (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await gotoHydrated(page, `${text[locale].prefix}/`);
    const { prefix } = text[locale];

    // The desktop navigation is collapsed; only the menu button shows.
    await expect(page.locator('header nav').first()).toBeHidden();
    const button = page.getByRole('button', { name: text[locale].menu });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = page.locator('#mobile-menu');
    await expect(panel).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    for (const path of ['/', '/about', '/team', '/project', '/events', '/blog', '/contact', '/investment'])
      await expect(panel.locator(`a[href="${path === '/' ? prefix || '/' : prefix + path}"]`)).toBeVisible();
    await expect(panel.locator('a[href="/go/demo"]')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await panel.locator(`a[href="${prefix}/team"]`).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/team$`));
    await expect(panel).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
}

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

test('current page is marked in the header', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.locator('a[href="/"]')).toHaveAttribute('aria-current', 'page');
  await page.goto('/project');
  await expect(nav.locator('a[href="/project"]')).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('a[href="/"]')).not.toHaveAttribute('aria-current');
});

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

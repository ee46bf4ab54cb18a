import { expect, test } from '@playwright/test';
import { gotoHydrated, menuButton, menuPanel, text } from './support/shell';

// The site shell's navigation: the desktop header's menus, the mobile menu, the header's links.

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

test('current page is marked in the header', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.locator('a[href="/"]')).toHaveAttribute('aria-current', 'page');
  await page.goto('/project');
  await expect(nav.locator('a[href="/project"]')).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('a[href="/"]')).not.toHaveAttribute('aria-current');
});

import { expect, type Page } from '@playwright/test';
import { url, type TestLocale } from '../marketing-fixtures';
import { expectNoAxeViolations } from './axe';

export type Theme = 'dark' | 'light';

/** Opens a page as a visitor in that language and theme, still (no motion), without scanning it yet. */
export async function openAs(page: Page, path: string, locale: TestLocale, theme: Theme = 'dark') {
  // Still frames: axe measures colour contrast on the final state, not mid-transition.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Dark is the default; light is a stored choice, set before any page script runs.
  if (theme === 'light') await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  await page.goto(url(locale, path));
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
  await expect(html).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
}

/** Opens the page as `openAs` does and fails on any axe violation. */
export async function scanAs(page: Page, path: string, locale: TestLocale, theme: Theme = 'dark') {
  await openAs(page, path, locale, theme);
  await expectNoAxeViolations(page);
}

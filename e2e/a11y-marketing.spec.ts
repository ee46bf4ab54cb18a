import { expect, test } from '@playwright/test';
import { locales, url } from './marketing-fixtures';
import { expectNoAxeViolations } from './support/axe';

const paths = ['/', '/about', '/project', '/events', '/contact', '/investment', '/team'];
const themes = ['dark', 'light'] as const;

for (const theme of themes) {
  for (const locale of locales) {
    test.describe(`accessibility, ${theme} theme (${locale})`, () => {
      test.beforeEach(async ({ page }) => {
        // Still frames: axe measures colour contrast on the final state, not mid-transition.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        if (theme === 'light') await page.addInitScript(() => localStorage.setItem('theme', 'light'));
      });

      for (const path of paths) {
        test(`${url(locale, path)} has no axe violations`, async ({ page }) => {
          await page.goto(url(locale, path));
          await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
          await expectNoAxeViolations(page);
        });
      }
    });
  }
}

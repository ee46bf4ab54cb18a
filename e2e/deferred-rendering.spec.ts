import { expect, test, type Page } from '@playwright/test';

// Bands below the first screen are drawn only as a reader nears them (content-visibility: auto),
// which halves a page's first layout on a phone. The risk of that is content a reader never sees:
// this checks that the bands are really skipped at first, and really drawn once scrolled to.

/** Whether the browser skips drawing `selector` because its band is far from the viewport. */
function isSkipped(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((element) => !element.checkVisibility({ contentVisibilityAuto: true }));
}

for (const path of ['/', '/ar']) {
  test(`${path} on a phone: the closing band and footer wait until scrolled to, then show`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(path);
    expect(await isSkipped(page, '#hero-title')).toBe(false);
    expect(await isSkipped(page, '#cta')).toBe(true);
    expect(await isSkipped(page, '#footer-newsletter')).toBe(true);

    await page.locator('body > footer').scrollIntoViewIfNeeded();
    await expect.poll(() => isSkipped(page, '#footer-newsletter')).toBe(false);
    const email = page.locator('body > footer').getByRole('textbox');
    await expect(email).toBeVisible();
    await expect(email).toBeInViewport();
  });
}

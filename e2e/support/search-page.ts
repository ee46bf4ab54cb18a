import { expect, type Locator, type Page, type Response } from '@playwright/test';
import ar from '../../messages/ar.json';
import en from '../../messages/en.json';

/** A visitor tries again at most this often before the test reads what the site said. */
const ATTEMPTS = 5;

/**
 * Opens a search results page as a visitor would on a busy site: the shared e2e server serves two
 * workers' pages at once, so the search gate may answer 503 "busy" while another search renders
 * (its share of the last second spent; seen once in a fresh-clone CI run). The visitor waits the
 * page's Retry-After and tries again, as its "Try again" link asks. The gate itself is tested on a
 * server of its own (search-load.spec.ts); here the results are what is checked.
 */
export async function gotoSearch(page: Page, url: string): Promise<Response | null> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await page.goto(url);
    if (response?.status() !== 503 || attempt === ATTEMPTS) return response;
    const seconds = Number(response.headers()['retry-after'] ?? 1);
    await page.waitForTimeout(Math.min(Math.max(seconds, 1), 5) * 1_000);
  }
}

/**
 * Follows a link to a search page as gotoSearch opens one. When the gate refuses the page's data,
 * Next's router loads the address itself, which may meet the gate's 503 page too (a CI run: the
 * category filter's click): the visitor waits its Retry-After and presses "Try again", at most
 * ATTEMPTS times. `arrived` is what the results page shows once it is there, visible on return.
 */
export async function followSearchLink(page: Page, link: Locator, arrived: Locator): Promise<void> {
  await link.click();
  const again = page
    .getByRole('link', { name: en.SearchGate.tryAgain })
    .or(page.getByRole('link', { name: ar.SearchGate.tryAgain }));
  for (let attempt = 1; attempt < ATTEMPTS; attempt += 1) {
    await expect(arrived.or(again)).toBeVisible();
    if (!(await again.isVisible())) return;
    await page.waitForTimeout(2_000);
    await again.click();
  }
  await expect(arrived).toBeVisible();
}

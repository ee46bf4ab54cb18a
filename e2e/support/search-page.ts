import type { Page, Response } from '@playwright/test';

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

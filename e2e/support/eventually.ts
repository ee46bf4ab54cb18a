import { expect, type Page } from '@playwright/test';

// The tab bar's count of new inbox items is a hint with a short database deadline: on a loaded
// machine its first call can answer 503 (the browser logs it); the tabs under test do not use it.
export const COUNTS_HINT = /503 .*\/api\/admin\/counts/;

/** Reloads until the check passes: a save shows on the next render after its cache tag expired. */
// A loaded machine may take several seconds per render, and a cached page is replaced on the render after
// the one that noticed the change: 45 s covers both with room.
export async function eventually(page: Page, path: string, check: () => Promise<void>, timeout = 45_000) {
  await expect(async () => {
    await page.goto(path);
    await check();
  }).toPass({ timeout, intervals: [500, 1000, 2000] });
}

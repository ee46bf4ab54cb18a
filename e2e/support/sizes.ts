import type { Page } from '@playwright/test';

export type Size = { width: number; height: number };

/** Looks at the page at each size in turn (the same page resized, not loaded again), then leaves it at the first. */
export async function atEachSize(page: Page, sizes: readonly Size[], look: (size: Size) => Promise<void>) {
  for (const size of sizes) {
    await page.setViewportSize(size);
    await look(size);
  }
  await page.setViewportSize(sizes[0]!);
}

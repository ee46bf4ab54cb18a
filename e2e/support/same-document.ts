import type { Page } from '@playwright/test';

type Marked = { __sameDocument?: boolean };

/** Marks the loaded page: the mark is still there later only if nothing reloaded the page. */
export const markDocument = (page: Page) => page.evaluate(() => ((window as Marked).__sameDocument = true));

/** Whether the page marked by markDocument is still the same document (the router navigated in place). */
export const isSameDocument = async (page: Page) =>
  (await page.evaluate(() => (window as Marked).__sameDocument)) === true;

// No imports: env.ts validates these settings, and the plain-Node front door sizes the gate from them.

/** SEARCH_CONCURRENCY when unset (docs/performance.md#searches-under-load). */
export const DEFAULT_SEARCH_CONCURRENCY = 2;
export const MAX_SEARCH_CONCURRENCY = 64;

/** The setting as a number before env() has checked it; an invalid value gives the default. */
export function searchConcurrency(setting: string | undefined): number {
  return wholeNumber(setting, MAX_SEARCH_CONCURRENCY, DEFAULT_SEARCH_CONCURRENCY);
}

function wholeNumber(setting: string | undefined, max: number, fallback: number): number {
  if (setting === undefined || setting.trim() === '') return fallback;
  const value = Number(setting);
  return Number.isInteger(value) && value >= 1 && value <= max ? value : fallback;
}

/** Searches' percentage of the last second while others are served (docs/performance.md#numbers-behind-the-constants). */
export const DEFAULT_SEARCH_SHARE = 10;

export function searchShare(setting: string | undefined): number {
  return wholeNumber(setting, 100, DEFAULT_SEARCH_SHARE);
}

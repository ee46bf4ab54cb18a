// Plain values with no imports: env.ts validates the setting, and the server's request hook
// (server/lib/render-admission.ts), which Node runs without a build and before Next, sizes the
// same gate from it.

/** SEARCH_CONCURRENCY when unset (measured: docs/performance.md, "Searches under load"). */
export const DEFAULT_SEARCH_CONCURRENCY = 2;
export const MAX_SEARCH_CONCURRENCY = 64;

/**
 * The setting as a number, for code that runs before env() has checked it. The site refuses to
 * start on an invalid value (lib/startup/start-up.ts), so one that is not a whole number from 1 to
 * the maximum only ever reaches this while the site is stopping: the default stands in.
 */
export function searchConcurrency(setting: string | undefined): number {
  return wholeNumber(setting, MAX_SEARCH_CONCURRENCY, DEFAULT_SEARCH_CONCURRENCY);
}

/** A whole number from 1 to `max`, or `fallback` for anything else (unset included). */
function wholeNumber(setting: string | undefined, max: number, fallback: number): number {
  if (setting === undefined || setting.trim() === '') return fallback;
  const value = Number(setting);
  return Number.isInteger(value) && value >= 1 && value <= max ? value : fallback;
}

/**
 * SEARCH_SHARE when unset: the percentage of the last second searches may take while other visitors
 * are being served (lib/render-gate/instance.ts explains the measured 20); 100 never gives way.
 */
export const DEFAULT_SEARCH_SHARE = 20;

/** The setting as a whole percentage from 1 to 100, read like searchConcurrency above. */
export function searchShare(setting: string | undefined): number {
  return wholeNumber(setting, 100, DEFAULT_SEARCH_SHARE);
}

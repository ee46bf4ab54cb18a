import { z } from 'zod';
import { blankAsUnset, wholeNumber } from '@/lib/config/whole-number';

const durationMs = (fallback: number, min: number, max: number) =>
  z.preprocess(blankAsUnset, wholeNumber(min, max, 'milliseconds').default(fallback));

/**
 * How long the site waits between rounds of its own work. The defaults are the production
 * values; the tests shorten them so a wait of the site's is not a wait of the suite. They are
 * not operator settings (.env.example leaves them out); docs/testing.md lists them.
 */
export const waitSettings = {
  // The outbox worker's pause between runs (lib/mail/outbox-worker.ts).
  OUTBOX_POLL_MS: durationMs(15_000, 100, 600_000),
  // A refused mail's first retry; each next one waits twice as long, up to an hour (lib/mail/outbox.ts).
  OUTBOX_RETRY_BASE_MS: durationMs(30_000, 100, 3_600_000),
  // The newsletter issue worker's pause between runs: a scheduled issue goes out within it.
  ISSUE_POLL_MS: durationMs(30_000, 100, 600_000),
  // How long an open breaker refuses calls before one probes the dependency (lib/deadline/breaker.ts).
  BREAKER_COOL_OFF_MS: durationMs(5_000, 100, 60_000),
  // When set, the idle lifetime of an admin session in seconds instead of SESSION_IDLE_MINUTES.
  SESSION_IDLE_SECONDS: z.preprocess(blankAsUnset, wholeNumber(2, 43_200, 'seconds').optional()),
};

/** The names of the settings above, which the operator's documentation leaves out. */
export const WAIT_SETTING_NAMES = Object.keys(waitSettings);

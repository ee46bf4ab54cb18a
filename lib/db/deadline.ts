import 'server-only';
import { env } from '@/lib/config/env';
import { withDeadline } from '@/lib/deadline/with-deadline';

/**
 * One database step (connection checkout included) bounded by DB_TIMEOUT_MS, or by `ms` when a
 * caller's own budget has less left. A miss throws a DeadlineError, which isDbUnavailable counts
 * as "unreachable": the callers' outage paths (the spool, the in-memory limit, 503) take over
 * instead of the visitor waiting on a hung server.
 */
export function withDbDeadline<T>(work: () => Promise<T>, ms?: number): Promise<T> {
  const deadline = env().DB_TIMEOUT_MS;
  return withDeadline('database', Math.min(ms ?? deadline, deadline), work);
}

/**
 * The deadline of a check that is a few indexed reads side by side (the admin's token check): half
 * of DB_TIMEOUT_MS. A whole post, five round trips, took 354 ms at worst under load, so 400 ms is
 * still ample for one; and while the database hangs the operator's 503 comes well within 1 s, the
 * server's own time included (411-430 ms measured; with the whole 800 ms, up to 1.07 s).
 */
export const quickReadMs = () => Math.ceil(env().DB_TIMEOUT_MS / 2);

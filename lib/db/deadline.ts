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

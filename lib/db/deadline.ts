import 'server-only';
import { env } from '@/lib/config/env';
import { withDeadline } from '@/lib/deadline/with-deadline';

/** One database step bounded by DB_TIMEOUT_MS (or `ms`); a miss counts as "unreachable", so outage paths take over. */
export function withDbDeadline<T>(work: () => Promise<T>, ms?: number): Promise<T> {
  const deadline = env().DB_TIMEOUT_MS;
  return withDeadline('database', Math.min(ms ?? deadline, deadline), work);
}

/** Half of DB_TIMEOUT_MS, for a check of a few indexed reads side by side (docs/resilience.md). */
export const quickReadMs = () => Math.ceil(env().DB_TIMEOUT_MS / 2);

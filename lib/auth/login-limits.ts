import 'server-only';
import { hitRateLimit, resetRateLimit, type RateLimitResult } from '@/lib/rate-limit/hits';

// Limits by where attempts come from, never a per-account lockout (docs/security.md, "Login limits").
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const LOGIN_LIMITS = {
  pair: 5,
  /** Also an office behind one NAT. */
  address: 20,
  /** Past it only addresses with a failure in the window are refused, so the admin still gets in. */
  username: 100,
} as const;

type LoginGate = { ok: true; succeeded: () => Promise<void> } | { ok: false; retryAfterSeconds: number };

function refused(...results: RateLimitResult[]): LoginGate {
  return { ok: false, retryAfterSeconds: Math.max(...results.map((r) => (r.ok ? 0 : r.retryAfterSeconds))) };
}

/**
 * Counts an attempt before the password is checked, so parallel guesses cannot slip past. `address` is the
 * client's network (clientNetwork); success clears the address's failures, not the username's.
 */
export async function checkLoginAttempt(username: string, address: string): Promise<LoginGate> {
  const name = username.toLowerCase();
  const keys = { pair: `login:pair:${name}:${address}`, address: `login:ip:${address}`, user: `login:user:${name}` };
  const [pair, byAddress] = await Promise.all([
    hitRateLimit(keys.pair, LOGIN_LIMITS.pair, LOGIN_WINDOW_MS),
    hitRateLimit(keys.address, LOGIN_LIMITS.address, LOGIN_WINDOW_MS),
  ]);
  if (!pair.ok || !byAddress.ok) return refused(pair, byAddress);
  // This attempt took the address's first slot: nothing failed from here in this window.
  const cleanAddress = byAddress.remaining === LOGIN_LIMITS.address - 1;
  const byUser = await hitRateLimit(keys.user, LOGIN_LIMITS.username, LOGIN_WINDOW_MS);
  if (!byUser.ok && !cleanAddress) return refused(byUser);
  return {
    ok: true,
    succeeded: async () => {
      await Promise.all([resetRateLimit(keys.pair), resetRateLimit(keys.address)]);
    },
  };
}

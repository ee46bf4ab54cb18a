import 'server-only';
import { hitRateLimit, resetRateLimit, type RateLimitResult } from '@/lib/rate-limit/hits';

// Sign-in failures are counted so that guessing is slow and nobody else can lock the admin out
// (OWASP Authentication Cheat Sheet: a per-account lockout is a denial-of-service tool, so limit
// by where attempts come from; Ghost likewise keys its login limit on username and address
// together, 4 free retries, beside a per-address ceiling of 99 an hour). docs/security.md, "Login limits"
// gives the reasons for each number.
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const LOGIN_LIMITS = {
  /** One person mistyping: five tries at one name from one address. */
  pair: 5,
  /** One address trying many names (or an office behind one NAT): twenty. */
  address: 20,
  /**
   * Distributed guessing at one name from many addresses. Past it, only addresses with a failure
   * in this window are refused: the admin signing in from an address with no failures still gets in.
   */
  username: 100,
} as const;

type LoginGate = { ok: true; succeeded: () => Promise<void> } | { ok: false; retryAfterSeconds: number };

function refused(...results: RateLimitResult[]): LoginGate {
  return { ok: false, retryAfterSeconds: Math.max(...results.map((r) => (r.ok ? 0 : r.retryAfterSeconds))) };
}

/**
 * Counts one sign-in attempt before the password is checked (so parallel guesses cannot slip
 * past a count), and says whether it may go on. `address` is what the client counts under
 * (lib/http/client-ip.ts, clientNetwork: an IPv6 client's whole network, so a /64 is one address
 * here). On success, `succeeded()` clears this address's failures; the per-username count is
 * kept, as the attack it measures goes on.
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

// The visitor's address as the request hook sees it (render-admission.ts, beacon-admission.ts):
// the TCP peer, or behind proxies named by TRUSTED_PROXIES the address they vouch for, by the very
// rule lib/http/client-ip.ts applies inside Next.
import type { IncomingMessage } from 'node:http';
import { parseTrustedProxies, resolveClientAddress, type TrustedProxies } from '../../lib/config/trusted-proxies.ts';

// An invalid setting stops the site at start-up (lib/startup/start-up.ts); until then the hook's
// doors stay open and Next decides, rather than the hook failing every request.
function trustedProxies(): TrustedProxies | null {
  try {
    return parseTrustedProxies(process.env.TRUSTED_PROXIES);
  } catch {
    return null;
  }
}
const trusted = trustedProxies();

/** The client's address (`unknown` when none can be told), or null when TRUSTED_PROXIES is invalid. */
export function clientAddress(request: IncomingMessage, peer: string): string | null {
  if (!trusted) return null;
  const forwarded = request.headers['x-forwarded-for'];
  return resolveClientAddress(peer, typeof forwarded === 'string' ? forwarded : null, trusted) ?? 'unknown';
}

// The visitor's address for the front door: the TCP peer, or what TRUSTED_PROXIES vouch for, by the rule
// lib/http/client-ip.ts applies inside Next.
import type { IncomingMessage } from 'node:http';
import { ipv6LimitPrefix } from '../../lib/config/ipv6-limit-prefix.ts';
import { parseTrustedProxies, resolveClientAddress, type TrustedProxies } from '../../lib/config/trusted-proxies.ts';
import { limitNetwork } from '../../lib/http/address-network.ts';

// An invalid setting stops the site at start-up (lib/startup/start-up.ts); until then Next decides.
function trustedProxies(): TrustedProxies | null {
  try {
    return parseTrustedProxies(process.env.TRUSTED_PROXIES);
  } catch {
    return null;
  }
}
const trusted = trustedProxies();
const ipv6Prefix = ipv6LimitPrefix(process.env.IPV6_LIMIT_PREFIX);

/** The client's address (`unknown` when none can be told), or null when TRUSTED_PROXIES is invalid. */
export function clientAddress(request: IncomingMessage, peer: string): string | null {
  if (!trusted) return null;
  const forwarded = request.headers['x-forwarded-for'];
  return resolveClientAddress(peer, typeof forwarded === 'string' ? forwarded : null, trusted) ?? 'unknown';
}

/** What per-address limits count `address` under (lib/http/client-ip.ts's clientNetwork, in the hook). */
export function networkOf(address: string): string {
  return limitNetwork(address, ipv6Prefix);
}

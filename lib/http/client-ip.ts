import { env } from '@/lib/config/env';
import { parseTrustedProxies, resolveClientAddress, type TrustedProxies } from '@/lib/config/trusted-proxies';
import { limitNetwork } from './address-network';

/**
 * Set on every request by the server entry (server/front-door/peer-header.ts) to the TCP peer's
 * address, overwriting any copy a client sent; route handlers never see the socket itself.
 */
export const PEER_HEADER = 'x-sahla-peer';

/**
 * The visitor's address for logs and the audit trail: the TCP peer, or, behind proxies
 * named by TRUSTED_PROXIES, the address they vouch for in X-Forwarded-For. Without the peer
 * header (a server started some other way) every caller shares the bucket `unknown`, which errs
 * on the side of limiting.
 */
export function clientIp(request: Request): string {
  const address = resolveClientAddress(
    request.headers.get(PEER_HEADER),
    request.headers.get('x-forwarded-for'),
    trustedProxies(),
  );
  return address ?? 'unknown';
}

/**
 * What the visitor's per-address limits count under: the address clientIp() names, or for IPv6
 * its network of IPV6_LIMIT_PREFIX bits (address-network.ts), so one host's /64 is one visitor.
 */
export function clientNetwork(request: Request): string {
  return limitNetwork(clientIp(request), env().IPV6_LIMIT_PREFIX);
}

let parsed: { setting: string | undefined; value: TrustedProxies } | undefined;

// Parsed once (env() has already checked it), not on every request.
function trustedProxies(): TrustedProxies {
  const setting = env().TRUSTED_PROXIES;
  if (!parsed || parsed.setting !== setting) parsed = { setting, value: parseTrustedProxies(setting) };
  return parsed.value;
}

import { env } from '@/lib/config/env';
import { parseTrustedProxies, resolveClientAddress, type TrustedProxies } from '@/lib/config/trusted-proxies';
import { limitNetwork } from './address-network';
import { PEER_HEADER } from './peer-header';

/** The TCP peer, or the address trusted proxies vouch for; without the peer header all share `unknown`. */
export function clientIp(request: Request): string {
  const address = resolveClientAddress(
    request.headers.get(PEER_HEADER),
    request.headers.get('x-forwarded-for'),
    trustedProxies(),
  );
  return address ?? 'unknown';
}

/** clientIp(), or for IPv6 its network of IPV6_LIMIT_PREFIX bits. */
export function clientNetwork(request: Request): string {
  return limitNetwork(clientIp(request), env().IPV6_LIMIT_PREFIX);
}

let parsed: { setting: string | undefined; value: TrustedProxies } | undefined;

function trustedProxies(): TrustedProxies {
  const setting = env().TRUSTED_PROXIES;
  if (!parsed || parsed.setting !== setting) parsed = { setting, value: parseTrustedProxies(setting) };
  return parsed.value;
}

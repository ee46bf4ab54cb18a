// No '@/' imports: the server's request hook (server/front-door/client-address.ts) runs this file in plain
// Node before Next, and lib/http/client-ip.ts inside Next.
import { isIPv4, isIPv6 } from 'node:net';
import { Address6 } from 'ip-address';

const IPV4_MAPPED = new Address6('::ffff:0:0/96');

/**
 * What a per-address limit counts `address` under, once the trusted-proxy rules have named the
 * client: an IPv4 address is itself, and so is an IPv4-mapped IPv6 one (`::ffff:192.0.2.1` counts
 * as `192.0.2.1`); any other IPv6 address counts as its network of `ipv6Prefix` bits, written one
 * way whatever the spelling (`2001:db8:1:2::/64`), since one host normally holds a whole /64.
 * Anything else (`unknown`) is returned as it is.
 */
export function limitNetwork(address: string, ipv6Prefix: number): string {
  if (isIPv4(address) || !isIPv6(address)) return address;
  // A zone id (`fe80::1%eth0`) names the interface, not the host: it is left out.
  const parsed = new Address6(address.split('%')[0]!);
  if (parsed.isInSubnet(IPV4_MAPPED)) return parsed.to4().correctForm();
  return new Address6(`${parsed.correctForm()}/${ipv6Prefix}`).networkForm();
}

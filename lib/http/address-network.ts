// No '@/' imports: the plain-Node front door (server/front-door/client-address.ts) runs this file too.
import { isIPv4, isIPv6 } from 'node:net';
import { Address6 } from 'ip-address';

const IPV4_MAPPED = new Address6('::ffff:0:0/96');

/** IPv4 (and IPv4-mapped IPv6) as itself; other IPv6 as its `ipv6Prefix`-bit network in one spelling (docs/security.md). */
export function limitNetwork(address: string, ipv6Prefix: number): string {
  if (isIPv4(address) || !isIPv6(address)) return address;
  // A zone id (`fe80::1%eth0`) names the interface, not the host.
  const parsed = new Address6(address.split('%')[0]!);
  if (parsed.isInSubnet(IPV4_MAPPED)) return parsed.to4().correctForm();
  return new Address6(`${parsed.correctForm()}/${ipv6Prefix}`).networkForm();
}

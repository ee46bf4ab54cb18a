import { BlockList, isIP } from 'node:net';

/** TRUSTED_PROXIES: `none` (the TCP peer), `hops` (express's `trust proxy = n`) or a `list` of addresses/CIDRs (docs/security.md). */
export type TrustedProxies =
  { mode: 'none' } | { mode: 'hops'; hops: number } | { mode: 'list'; list: BlockList; entries: string[] };

// Far beyond any real chain (a CDN, a load balancer and an ingress make three).
const MAX_HOPS = 10;

/** IPv4-mapped IPv6 (`::ffff:1.2.3.4`) as IPv4. */
function normalizeIp(value: string | null | undefined): string | null {
  if (!value) return null;
  let address = value.trim();
  if (address.startsWith('[') && address.endsWith(']')) address = address.slice(1, -1);
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) address = mapped[1]!;
  return isIP(address) ? address.toLowerCase() : null;
}

function addEntry(list: BlockList, entry: string): void {
  const [address, prefix, extra] = entry.split('/');
  const ip = normalizeIp(address);
  if (!ip || extra !== undefined) throw new Error(`"${entry}" is not an IP address or CIDR`);
  const family = isIP(ip) === 6 ? 'ipv6' : 'ipv4';
  if (prefix === undefined) return list.addAddress(ip, family);
  const bits = Number(prefix);
  if (!/^\d+$/.test(prefix) || bits > (family === 'ipv6' ? 128 : 32)) {
    throw new Error(`"${entry}" has a bad prefix length`);
  }
  list.addSubnet(ip, bits, family);
}

export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const text = value?.trim() ?? '';
  if (text === '') return { mode: 'none' };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_HOPS) throw new Error(`must be at most ${MAX_HOPS} hops`);
    return hops === 0 ? { mode: 'none' } : { mode: 'hops', hops };
  }
  const entries = text.split(/[\s,]+/).filter(Boolean);
  const list = new BlockList();
  for (const entry of entries) addEntry(list, entry);
  return { mode: 'list', list, entries };
}

function isTrusted(trusted: Extract<TrustedProxies, { mode: 'list' }>, address: string): boolean {
  return trusted.list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/** Reads from the right up to the first untrusted hop. */
export function resolveClientAddress(
  peer: string | null,
  forwardedFor: string | null,
  trusted: TrustedProxies,
): string | null {
  const peerAddress = normalizeIp(peer);
  if (!peerAddress || trusted.mode === 'none') return peerAddress;
  const forwarded = (forwardedFor ?? '').split(',').filter((entry) => entry.trim() !== '');
  // Nearest first: the peer, then X-Forwarded-For from its right end.
  const chain = [peerAddress, ...forwarded.reverse().map(normalizeIp)];
  let chosen = peerAddress;
  for (let hop = 1; hop < chain.length; hop += 1) {
    const trustedSoFar = trusted.mode === 'hops' ? hop <= trusted.hops : isTrusted(trusted, chosen);
    if (!trustedSoFar) break;
    const next = chain[hop];
    // A trusted proxy wrote something that is not an address: stop at the last real one.
    if (!next) break;
    chosen = next;
  }
  return chosen;
}

import { ipv6LimitPrefix } from '@/lib/config/ipv6-limit-prefix';
import { parseEnv } from '@/lib/config/env';
import { parseTrustedProxies, resolveClientAddress } from '@/lib/config/trusted-proxies';
import { limitNetwork } from '@/lib/http/address-network';

describe('the network a per-address limit counts', () => {
  it('is one key for every spelling of addresses in one /64', () => {
    const spellings = [
      '2001:db8:1:2::1',
      '2001:DB8:1:2:0:0:0:1',
      '2001:0db8:0001:0002:0000:0000:0000:0002',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:db8:1:2:a::',
      '2001:db8:1:2::9%eth0',
      '2001:db8:1:2::1.2.3.4',
    ];
    expect(new Set(spellings.map((address) => limitNetwork(address, 64)))).toEqual(new Set(['2001:db8:1:2::/64']));
  });

  it('tells different /64s apart, even neighbours', () => {
    expect(limitNetwork('2001:db8:1:3::1', 64)).toBe('2001:db8:1:3::/64');
    expect(limitNetwork('2001:db8:1:2::1', 64)).not.toBe(limitNetwork('2001:db8:1:3::1', 64));
    expect(limitNetwork('fe80::1%eth0', 64)).toBe('fe80::/64');
  });

  it('leaves IPv4, IPv4-mapped IPv6 and an unknown client per address', () => {
    expect(limitNetwork('203.0.113.7', 64)).toBe('203.0.113.7');
    expect(limitNetwork('::ffff:203.0.113.7', 64)).toBe('203.0.113.7');
    expect(limitNetwork('::FFFF:CB00:7107', 64)).toBe('203.0.113.7');
    expect(limitNetwork('::ffff:203.0.113.8', 64)).not.toBe(limitNetwork('::ffff:203.0.113.7', 64));
    expect(limitNetwork('unknown', 64)).toBe('unknown');
  });

  it('follows the prefix setting', () => {
    expect(limitNetwork('2001:db8:1:2::1', 48)).toBe('2001:db8:1::/48');
    expect(limitNetwork('2001:db8:1:2::1', 48)).toBe(limitNetwork('2001:db8:1:ff::1', 48));
    expect(limitNetwork('2001:DB8:1:2::1', 128)).toBe('2001:db8:1:2::1/128');
    expect(limitNetwork('2001:db8:1:2::1', 128)).not.toBe(limitNetwork('2001:db8:1:2::2', 128));
  });

  it('groups the address the trusted-proxy rules chose, not the proxy', () => {
    const client = resolveClientAddress('10.0.0.2', '2001:db8:7:7::abcd', parseTrustedProxies('1'));
    expect(limitNetwork(client!, 64)).toBe('2001:db8:7:7::/64');
  });
});

describe('IPV6_LIMIT_PREFIX', () => {
  it('is 64 unless set, and a whole number from 32 to 128', () => {
    expect(parseEnv({}).IPV6_LIMIT_PREFIX).toBe(64);
    expect(parseEnv({ IPV6_LIMIT_PREFIX: '56' }).IPV6_LIMIT_PREFIX).toBe(56);
    for (const bad of ['31', '129', '64.5', 'wide']) {
      expect(() => parseEnv({ IPV6_LIMIT_PREFIX: bad })).toThrow(
        /^Invalid environment variable IPV6_LIMIT_PREFIX: must be a whole number from 32 to 128/,
      );
    }
  });

  it('is read the same way by the front door, which falls back to 64 on a value start-up refuses', () => {
    expect(ipv6LimitPrefix(undefined)).toBe(64);
    expect(ipv6LimitPrefix(' 48 ')).toBe(48);
    expect(ipv6LimitPrefix('129')).toBe(64);
  });
});

import { parseTrustedProxies, resolveClientAddress } from '@/lib/config/trusted-proxies';

const resolve = (peer: string | null, xff: string | null, setting?: string) =>
  resolveClientAddress(peer, xff, parseTrustedProxies(setting));

describe('client address', () => {
  it('is the TCP peer by default, whatever X-Forwarded-For says', () => {
    expect(resolve('203.0.113.5', '1.2.3.4')).toBe('203.0.113.5');
    expect(resolve('::ffff:127.0.0.1', '1.2.3.4, 5.6.7.8')).toBe('127.0.0.1');
    expect(resolve(null, '1.2.3.4')).toBeNull();
  });

  it('takes the address the outermost of N trusted hops saw, from the right end', () => {
    // The client sent "6.6.6.6" itself; the one proxy appended the address it saw.
    expect(resolve('10.0.0.2', '6.6.6.6, 198.51.100.7', '1')).toBe('198.51.100.7');
    expect(resolve('10.0.0.2', '6.6.6.6, 198.51.100.7, 10.0.0.9', '2')).toBe('198.51.100.7');
    expect(resolve('10.0.0.2', '', '1')).toBe('10.0.0.2');
  });

  it('walks past listed proxies and CIDRs to the first untrusted address', () => {
    const setting = '10.0.0.0/8, 192.0.2.1';
    expect(resolve('10.1.2.3', '6.6.6.6, 198.51.100.7, 192.0.2.1', setting)).toBe('198.51.100.7');
    // A peer that is not a listed proxy is the client, and its header is ignored.
    expect(resolve('198.51.100.9', '6.6.6.6', setting)).toBe('198.51.100.9');
    // Garbage written where an address belongs stops at the last real one.
    expect(resolve('10.1.2.3', 'not-an-ip', setting)).toBe('10.1.2.3');
    expect(resolve('::1', '2001:db8::5', '::1')).toBe('2001:db8::5');
  });

  it('refuses a bad setting with a reason', () => {
    expect(() => parseTrustedProxies('11')).toThrow(/at most 10/);
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(/prefix/);
    expect(() => parseTrustedProxies('proxy.example.com')).toThrow(/not an IP/);
    expect(parseTrustedProxies('0')).toEqual({ mode: 'none' });
  });
});

import { preferredEncoding } from '@/server/front-door/compressed-pages.ts';

describe('the coding a cached page is sent in', () => {
  it('is brotli when the browser takes it, as current browsers say', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('br;q=1.0, gzip;q=0.8')).toBe('br');
  });

  it('is gzip for a client without brotli, or one that refuses it with q=0', () => {
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('BR; Q=0.0, GZIP')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('gzip');
  });

  it("is none when neither is offered: the answer is left to Next's own compression, as before", () => {
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding('')).toBeNull();
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('deflate')).toBeNull();
    expect(preferredEncoding('gzip;q=0, br;q=0')).toBeNull();
  });
});

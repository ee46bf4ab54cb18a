import { gunzipSync } from 'node:zlib';
import { CompressedCopies, preferredEncoding } from '@/server/front-door/compressed-pages.ts';

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

describe("an encoding's compressed copies", () => {
  const text = (letter: string) => `<html>${letter.repeat(12 * 1024)}</html>`;

  /** Takes `page` until its copy is ready (it is made off the event loop). */
  async function copyOf(copies: CompressedCopies, page: string): Promise<Buffer> {
    for (const until = Date.now() + 5_000; Date.now() < until;) {
      const copy = copies.take(page);
      if (copy) return copy;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    throw new Error('no copy was made');
  }

  it('is made the second time a text is seen, and decodes to it', async () => {
    const copies = new CompressedCopies('gzip');
    const page = text('a');
    expect(copies.take(page)).toBeUndefined();
    expect(gunzipSync(await copyOf(copies, page)).toString()).toBe(page);
  });

  it('holds texts and copies up to its bytes, the least recently sent forgotten first', async () => {
    const [a, b] = [text('a'), text('b')];
    // Room for one text with its copy and a second text seen once, not for a third.
    const copies = new CompressedCopies('gzip', 2 * a.length + 1024);
    await copyOf(copies, a);
    expect(copies.take(b)).toBeUndefined(); // b seen: a is kept, a copy is small
    expect(copies.take(a)).toBeInstanceOf(Buffer);
    copies.take(text('c')); // c seen: b, the least recently sent, is forgotten
    expect(copies.take(a)).toBeInstanceOf(Buffer);
    expect(copies.take(b)).toBeUndefined(); // seen as if for the first time: no copy is begun
    expect(copies.take(b)).toBeUndefined();
    expect(gunzipSync(await copyOf(copies, b)).toString()).toBe(b);
  });
});

import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

// Cached pages are compressed once and then sent from that copy (server/front-door/compressed-pages.ts);
// whatever is streamed is compressed as it goes, by Next, as before. Raw bytes through node:http:
// Playwright's own client would undo the coding before the test could see it.
type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

function raw(url: string, headers: Record<string, string>, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, timeout: 10_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('timeout', () => request.destroy(new Error(`no answer from ${url} within 10 s`)));
    request.on('error', reject);
    request.end();
  });
}

const decode = (answer: Raw) =>
  answer.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(answer.body)
    : answer.headers['content-encoding'] === 'gzip'
      ? gunzipSync(answer.body)
      : answer.body;

/**
 * Asks for `path` as `acceptEncoding` until the answer comes from a compressed copy (its length
 * known up front, where a compressed stream has none), then returns it with the page as sent
 * uncompressed at that moment (another spec may have changed the page in between: then again).
 */
async function fromCopy(base: string, path: string, acceptEncoding: string) {
  let found: { copy: Raw; plain: Raw } | null = null;
  await expect
    .poll(
      async () => {
        const copy = await raw(`${base}${path}`, { 'accept-encoding': acceptEncoding });
        const plain = await raw(`${base}${path}`, {});
        if (copy.headers['content-length'] && decode(copy).equals(plain.body)) found = { copy, plain };
        return found !== null;
      },
      { timeout: 20_000, intervals: [200, 500, 1_000] },
    )
    .toBe(true);
  return found!;
}

test.describe('cached pages as browsers ask for them', () => {
  for (const path of ['/about', '/ar/about']) {
    test(`${path} comes in brotli from its copy: the same page, a fifth smaller than gzip`, async ({ baseURL }) => {
      const { copy, plain } = await fromCopy(baseURL!, path, 'gzip, deflate, br');
      expect(copy.status).toBe(200);
      expect(copy.headers['content-encoding']).toBe('br');
      expect(Number(copy.headers['content-length'])).toBe(copy.body.length);
      expect(copy.headers.vary).toMatch(/Accept-Encoding/i);
      // The page's own headers come along: its policy and its cache state.
      expect(copy.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
      expect(copy.headers['content-type']).toMatch(/^text\/html/);
      expect(plain.body.toString('utf8')).toContain('</html>');
      const gzipped = await raw(`${baseURL}${path}`, { 'accept-encoding': 'gzip' });
      expect(copy.body.length).toBeLessThan(gzipped.body.length * 0.8);
    });
  }

  test('a browser without brotli gets the gzip copy, and one refusing brotli never gets it', async ({ baseURL }) => {
    const { copy } = await fromCopy(baseURL!, '/contact', 'br;q=0, gzip');
    expect(copy.headers['content-encoding']).toBe('gzip');
    expect(Number(copy.headers['content-length'])).toBe(copy.body.length);
    for (let i = 0; i < 3; i++) {
      const again = await raw(`${baseURL}/contact`, { 'accept-encoding': 'br;q=0, gzip' });
      expect(again.headers['content-encoding']).toBe('gzip');
    }
  });

  test('a search, rendered and streamed per request, is still compressed as it goes', async ({ baseURL }) => {
    const answer = await raw(`${baseURL}/blog?q=assistant`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(decode(answer).toString('utf8')).toContain('</html>');
  });

  test('without Accept-Encoding, and for HEAD, nothing is encoded', async ({ baseURL }) => {
    const plain = await raw(`${baseURL}/about`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    const head = await raw(`${baseURL}/about`, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.body.length).toBe(0);
  });
});

// Downloads executed later are kept only when their hash is the one pinned in the code.
import { createHash } from 'node:crypto';
import { createWriteStream, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { pipeline } from 'node:stream/promises';
import tls from 'node:tls';

/** Thrown when a file's hash is not the pinned one; the message names both hashes. */
export class PinMismatchError extends Error {}

export function pinMismatchMessage(what: string, expected: string, actual: string): string {
  return `${what} does not match its pinned hash (expected ${expected}, got ${actual}): it was deleted and nothing from it was used`;
}

/** Deletes `file` and throws PinMismatchError unless its npm-style integrity (`sha512-…`) is `expected`. */
export function checkIntegrity(file: string, expected: string, what: string): void {
  const actual = `sha512-${createHash('sha512').update(readFileSync(file)).digest('base64')}`;
  if (actual === expected) return;
  rmSync(file, { force: true });
  throw new PinMismatchError(pinMismatchMessage(what, expected, actual));
}

/** Node's roots plus the machine's store (where a TLS proxy puts its CA), for one download request only. */
export function machineTrust(): string[] {
  return [...new Set([...tls.getCACertificates('default'), ...tls.getCACertificates('system')])];
}

type Options = {
  /** Names the file in messages, e.g. "the Go toolchain go1.24.3 (linux-amd64)". */
  what: string;
  /** The pinned SHA-256, lowercase hex. */
  sha256: string;
  /** CA certificates for this request alone (https only); Node's defaults when absent. */
  ca?: string[];
  timeoutMs: number;
};

const MAX_REDIRECTS = 5;

function get(url: URL, ca: string[] | undefined, signal: AbortSignal): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request =
      url.protocol === 'https:' ? https.get(url, { signal, ...(ca ? { ca } : {}) }) : http.get(url, { signal });
    request.once('response', resolve);
    request.once('error', reject);
  });
}

/** Streams `url` to `file` within `timeoutMs`; keeps it only when its SHA-256 is `sha256`, else throws. */
export async function downloadPinned(url: string, file: string, { what, sha256, ca, timeoutMs }: Options) {
  const signal = AbortSignal.timeout(timeoutMs);
  let target = new URL(url);
  let response = await get(target, ca, signal);
  for (let hops = 0; response.statusCode! >= 300 && response.statusCode! < 400 && response.headers.location; hops++) {
    response.resume();
    if (hops === MAX_REDIRECTS) throw new Error(`more than ${MAX_REDIRECTS} redirects`);
    target = new URL(response.headers.location, target);
    response = await get(target, ca, signal);
  }
  if (response.statusCode !== 200) {
    response.resume();
    throw new Error(`HTTP ${response.statusCode}`);
  }
  const hash = createHash('sha256');
  const hashed = async function* (source: AsyncIterable<Buffer>) {
    for await (const chunk of source) {
      hash.update(chunk);
      yield chunk;
    }
  };
  try {
    await pipeline(response, hashed, createWriteStream(file), { signal });
  } catch (error) {
    rmSync(file, { force: true });
    throw error;
  }
  const actual = hash.digest('hex');
  if (actual !== sha256) {
    rmSync(file, { force: true });
    throw new PinMismatchError(pinMismatchMessage(what, sha256, actual));
  }
}

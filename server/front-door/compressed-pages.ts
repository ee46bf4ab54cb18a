// A whole cached page compressed once, off the event loop, one page at a time, and handed to Next's wrapper
// already encoded (docs/performance.md#cached-pages-compressed-once). Plain Node: imports nothing of the site.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ServerResponse as NodeServerResponse } from 'node:http';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';

type Encoding = 'br' | 'gzip';

/** Shorter texts go through Next's wrapper as before (its own threshold is 1 KB). */
const MIN_CHARS = 8 * 1024;
/** Bytes held per encoding, texts and copies: the site's 100 hot pages of 100 KB, not every post (performance.md). */
export const COMPRESSED_BYTES = 12 * 1024 * 1024;

/** What the browser takes, brotli first; null for neither (q=0 refuses a coding): Next's wrapper then decides. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  return accepted.has('gzip') || accepted.has('*') ? 'gzip' : null;
}

function compress(text: string, encoding: Encoding): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(result));
    if (encoding === 'gzip') gzip(text, { level: 9 }, done);
    else
      brotliCompress(
        text,
        {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: 9,
            [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
          },
        },
        done,
      );
  });
}

/** One page at a time, whichever coding: a crawler cannot take the thread pool. */
let compressing = false;

/** What is known of a text: seen once, its copy being made, or its copy. */
type Known = 'seen' | Promise<Buffer> | Buffer;

/** One encoding's texts: 'seen' once seen, then a promise of the copy, then the copy; least recently sent dropped. */
export class CompressedCopies {
  // The text (the key) counts while held, its copy once made.
  private texts: LRUCache<string, Known>;
  private encoding: Encoding;

  constructor(encoding: Encoding, maxSize = COMPRESSED_BYTES) {
    this.encoding = encoding;
    this.texts = new LRUCache<string, Known>({
      maxSize,
      sizeCalculation: (known, text) => text.length + (known instanceof Buffer ? known.length : 0),
    });
  }

  /** The compressed copy of `text` when it is ready; otherwise undefined, and it is prepared. */
  take(text: string): Buffer | undefined {
    const known = this.texts.get(text);
    if (known instanceof Buffer) return known;
    if (known === 'seen') this.prepare(text);
    else if (known === undefined) this.hold(text);
    return undefined;
  }

  private prepare(text: string): void {
    if (compressing) return;
    compressing = true;
    const copy = compress(text, this.encoding);
    this.texts.set(text, copy);
    copy
      .then(
        (bytes) => this.texts.peek(text) === copy && this.texts.set(text, bytes),
        () => this.texts.delete(text),
      )
      .finally(() => (compressing = false));
  }

  private hold(text: string): void {
    this.texts.set(text, 'seen');
  }
}

const copies: Record<Encoding, CompressedCopies> = {
  br: new CompressedCopies('br'),
  gzip: new CompressedCopies('gzip'),
};

/** For page-microcache.ts: the page's ready copy, 'plain' (no coding worth it) or 'pending' (Next compresses). */
export function copyFor(text: string, acceptEncoding: string | undefined) {
  const encoding = preferredEncoding(acceptEncoding);
  if (!encoding || text.length < MIN_CHARS) return 'plain';
  const bytes = copies[encoding].take(text);
  return bytes ? { encoding, bytes } : 'pending';
}

const header = (response: ServerResponse, name: string) => String(response.getHeader(name) ?? '');

/** Whether this answer may be sent from a copy: a whole page of text, complete and unencoded. */
function fromCopy(response: ServerResponse, body: unknown): body is string {
  return (
    typeof body === 'string' &&
    body.length >= MIN_CHARS &&
    response.statusCode === 200 &&
    !response.headersSent &&
    !response.getHeader('content-encoding') &&
    /^text\/html\b/.test(header(response, 'content-type')) &&
    !/\bno-transform\b/.test(header(response, 'cache-control'))
  );
}

/** Wraps Next's compression `end` so a whole page goes out from its compressed copy when ready. */
export function sendCachedPagesCompressed(request: IncomingMessage, response: ServerResponse): void {
  const encoding = request.method === 'GET' ? preferredEncoding(request.headers['accept-encoding']) : null;
  const nextEnd = response.end;
  if (!encoding || nextEnd === NodeServerResponse.prototype.end) return;
  response.end = function endFromCopy(this: ServerResponse, ...args: Parameters<ServerResponse['end']>) {
    const [body] = args;
    const copy = fromCopy(this, body) ? copies[encoding].take(body) : undefined;
    if (!copy) return nextEnd.apply(this, args);
    this.setHeader('Content-Encoding', encoding);
    this.setHeader('Content-Length', copy.length);
    const done = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    return Reflect.apply(nextEnd, this, done ? [copy, done] : [copy]) as ServerResponse;
  } as ServerResponse['end'];
}

// An answer's bytes and lasting headers as Next sends them, for page-microcache.ts and search-answers.ts. Plain Node.
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

/** Headers written afresh per answer (connection, moment, a route's request id). */
const NOT_KEPT = new Set([
  'x-request-id',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
]);

/** A streamed answer longer than this is not gathered (the hot pages are under 100 KB). */
export const MAX_GATHERED = 128 * 1024;

/** A written chunk's bytes (copied: the writer may reuse its buffer), or null for what is not text or bytes. */
export function chunkBytes(chunk: unknown, encoding: unknown): Buffer | null {
  if (typeof chunk === 'string')
    return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  return chunk instanceof Uint8Array ? Buffer.from(chunk) : null;
}

/** Gathers `response.write` chunks up to `limit` bytes if `mayStart` allows; the reader gives null once it stopped. */
export function gatherWrites(
  response: ServerResponse,
  limit: number,
  mayStart: (response: ServerResponse) => boolean = () => true,
): () => Buffer[] | null {
  const { write } = response;
  let gathered: Buffer[] | null = [];
  let size = 0;
  response.write = function gather(this: ServerResponse, ...args: Parameters<ServerResponse['write']>) {
    // Judged before the chunk is copied: an answer that may not be kept copies nothing.
    const mayKeep = gathered !== null && (gathered.length > 0 || mayStart(this));
    const bytes = mayKeep ? chunkBytes(args[0], args[1]) : null;
    if (bytes && size + bytes.length <= limit) {
      gathered!.push(bytes);
      size += bytes.length;
    } else gathered = null;
    return Reflect.apply(write, this, args) as boolean;
  } as ServerResponse['write'];
  return () => gathered;
}

/** A streamed answer's whole text: the chunks gathered and the one given to `end`, if any. */
export function gatheredText(gathered: Buffer[], endArgs: unknown[]): string {
  return gatheredBytes(gathered, endArgs).toString('utf8');
}

/** A streamed answer's whole bytes: the chunks gathered and the one given to `end`, if any. */
export function gatheredBytes(gathered: Buffer[], endArgs: unknown[]): Buffer {
  const last = typeof endArgs[0] === 'function' ? null : chunkBytes(endArgs[0], endArgs[1]);
  return Buffer.concat(last ? [...gathered, last] : gathered);
}

/** The answer's headers as kept, without those of the connection or the moment. */
export function keptHeaders(response: ServerResponse): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(response.getHeaders())) {
    if (!NOT_KEPT.has(name) && value !== undefined) headers[name] = value;
  }
  // Next's compression wrapper adds it later; the copy is sent by Accept-Encoding all the same.
  const vary = String(headers.vary ?? '');
  if (!/\baccept-encoding\b/i.test(vary)) headers.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
  return headers;
}

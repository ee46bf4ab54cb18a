// A repeated search answered from memory for a few seconds, after the address's limit and before a slot
// (docs/performance.md#a-search-asked-again). Plain Node: imports nothing of the site.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { preferredEncoding } from './compressed-pages.ts';
import { gatheredBytes, gatherWrites, keptHeaders } from './gathered-answers.ts';
import { keptAnswers, keptVersion } from './kept-answers.ts';
import { HEADER_ALLOWANCE, sameForEveryone } from './page-microcache.ts';

/** How long a search's answer is given again; short, as another instance's edits reach it only then. */
export const SEARCH_ANSWER_MS = 5_000;
/** Bytes held, least recently asked dropped first: about 100 pages of twelve results and their copies (performance.md). */
export const SEARCH_ANSWER_BYTES = 24 * 1024 * 1024;
/** A longer answer is not kept. */
const MAX_BYTES = 256 * 1024;
/** Smaller answers (the search API's) are sent as they are. */
const MIN_COMPRESSED = 1024;

type Encoding = 'br' | 'gzip';
type Kept = {
  at: number;
  status: number;
  headers: OutgoingHttpHeaders;
  bytes: Buffer;
  /** Compressed once, off the event loop, when first asked for in that coding. */
  copies: Partial<Record<Encoding, Buffer | 'pending'>>;
};

const copyBytes = (answer: Kept) =>
  Object.values(answer.copies).reduce((sum, copy) => sum + (copy instanceof Buffer ? copy.length : 0), 0);

// Emptied by every cache expiry in this process (kept-answers.ts, called by cache-handler.mjs).
const kept = keptAnswers<Kept>({
  maxSize: SEARCH_ANSWER_BYTES,
  ttl: SEARCH_ANSWER_MS,
  size: (answer) => answer.bytes.length + copyBytes(answer) + HEADER_ALLOWANCE,
});

/** Compresses the answer in zlib's thread pool; brotli quality 5, as it lives only seconds. */
function prepareCopy(key: string, answer: Kept, encoding: Encoding): void {
  answer.copies[encoding] = 'pending';
  const done = (error: Error | null, bytes: Buffer) => {
    if (error) delete answer.copies[encoding];
    else answer.copies[encoding] = bytes;
    // Counted again with its copy, if still kept; its lifetime runs on from when it was kept.
    if (!error && kept.peek(key) === answer) kept.set(key, answer, { noUpdateTTL: true });
  };
  if (encoding === 'gzip') gzip(answer.bytes, { level: 6 }, done);
  else brotliCompress(answer.bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }, done);
}

/** Answers `request` from a kept, current answer to the same search; false sends it on to the gate. */
export function answerRepeatedSearch(
  key: string | null,
  request: IncomingMessage,
  response: ServerResponse,
  now = Date.now(),
): boolean {
  const answer = key === null ? undefined : kept.get(key);
  if (!answer) return false;
  if (now - answer.at > SEARCH_ANSWER_MS) {
    kept.delete(key!);
    return false;
  }
  const encoding = answer.bytes.length >= MIN_COMPRESSED ? preferredEncoding(request.headers['accept-encoding']) : null;
  const copy = encoding ? answer.copies[encoding] : undefined;
  if (encoding && copy === undefined) prepareCopy(key!, answer, encoding);
  const compressed = copy instanceof Buffer ? copy : null;
  const body = compressed ?? answer.bytes;
  response.writeHead(answer.status, {
    ...answer.headers,
    ...(compressed && { 'Content-Encoding': encoding! }),
    Age: Math.max(0, Math.floor((now - answer.at) / 1000)),
    'Content-Length': body.length,
  });
  response.end(body);
  return true;
}

/** Gathers the answer as Next writes it and keeps it when whole, 200, shareable and still current. */
export function keepRepeatedSearch(key: string | null, response: ServerResponse, clock = Date.now): void {
  if (key === null) return;
  const version = keptVersion();
  const { end } = response;
  const chunks = gatherWrites(response, MAX_BYTES);
  response.end = function endKept(this: ServerResponse, ...args: Parameters<ServerResponse['end']>) {
    const gathered = chunks();
    if (gathered && version === keptVersion() && sameForEveryone(this)) {
      const bytes = gatheredBytes(gathered, args);
      kept.set(key, {
        at: clock(),
        status: this.statusCode,
        headers: keptHeaders(this),
        bytes,
        copies: {},
      });
    }
    return Reflect.apply(end, this, args) as ServerResponse;
  } as ServerResponse['end'];
}

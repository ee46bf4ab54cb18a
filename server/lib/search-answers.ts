// A search asked again within a few seconds, answered from memory instead of rendered again. A
// search page is the one page rendered per request: about 25 ms of the server's one thread (a
// CPU profile on the test server, 29 November, was all React and Next rendering the whole page;
// the index's own work is under a millisecond). People search the same few things ("AI", a
// category's name), a search box sends a query again as it settles, and a link to a search is
// shared: every such repeat rendered the page afresh. Here the gate's door (render-admission.ts)
// asks for a kept answer after the address's limit (a repeat still counts against it) and before a
// slot, so a repeated search needs no slot and never waits behind the ones being rendered.
//
// Kept: a gated request's 200 answer (a search, a category, a far listing page, the search API)
// to a request that carries nothing personal (no cookie, no credentials: microcacheKey), keyed by
// the address with its query, language and page, and the router's headers. Dropped after
// SEARCH_ANSWER_MS, and at once when what the pages show changes: the post index changed (a save
// here, or another instance's save read from the change marker within 2 s: lib/posts/index/live.ts,
// which keeps the process's index on globalThis as __sahlaPostIndex), or any cache expiry on this
// instance (the version page-microcache.ts follows, cache-handler.mjs: a save of anything, a
// scheduled post's publication by lib/posts/publication-timer.ts). Held apart from the
// microcache's answers so a flood of different searches never pushes the hot pages out of it.
// Imports nothing of the site: peer-header.ts loads it in plain Node.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { preferredEncoding } from './compressed-pages.ts';
import { gatheredBytes, gatherWrites, keptHeaders } from './gathered-answers.ts';
import { pagesVersion, sameForEveryone } from './page-microcache.ts';

/**
 * How long a search's answer is given again. Short: a layout edited on another instance reaches
 * this one's renders through the shared cache at once, and its kept searches within this.
 */
export const SEARCH_ANSWER_MS = 5_000;
/**
 * Answers held, the least recently asked dropped first (a flood of different searches passes
 * through while the common ones stay): a page of twelve results is about 135 KB, so 14 MB.
 */
const MAX_SEARCH_ANSWERS = 100;
/** A longer answer is not kept. */
const MAX_BYTES = 256 * 1024;
/** Smaller answers (the search API's) are sent as they are. */
const MIN_COMPRESSED = 1024;

type Encoding = 'br' | 'gzip';
type Kept = {
  at: number;
  version: { pages: number; index: object | undefined; posts: number };
  status: number;
  headers: OutgoingHttpHeaders;
  bytes: Buffer;
  /** Compressed once, off the event loop, when first asked for in that coding. */
  copies: Partial<Record<Encoding, Buffer | 'pending'>>;
};

const kept = new Map<string, Kept>();

// The post index as lib/posts/index/state.ts keeps it: a new index (read again after the database
// was away) starts its own count, so both the object and its count tell a change.
type IndexHolder = { __sahlaPostIndex?: { index?: { version: number } } };
const postIndex = () => (globalThis as IndexHolder).__sahlaPostIndex?.index;

/** What the site's pages show, as of now: an answer kept under another is not given again. */
function siteVersion(): Kept['version'] {
  const index = postIndex();
  return { pages: pagesVersion(), index, posts: index?.version ?? -1 };
}

const sameVersion = (a: Kept['version'], b: Kept['version']) =>
  a.pages === b.pages && a.index === b.index && a.posts === b.posts;

/**
 * Prepares the answer's copy in `encoding` in zlib's thread pool. Brotli at quality 5: a search's
 * answer lives seconds, not a cached page's hours (compressed-pages.ts uses 9 there).
 */
function prepareCopy(answer: Kept, encoding: Encoding): void {
  answer.copies[encoding] = 'pending';
  const done = (error: Error | null, bytes: Buffer) => {
    if (error) delete answer.copies[encoding];
    else answer.copies[encoding] = bytes;
  };
  if (encoding === 'gzip') gzip(answer.bytes, { level: 6 }, done);
  else brotliCompress(answer.bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }, done);
}

/**
 * Answers `request` from a kept answer to the same search; false when there is none (or it is
 * too old, or the site changed since), and the search goes on to the gate. While its copy in the
 * browser's coding is being prepared, the answer goes out uncompressed.
 */
export function answerRepeatedSearch(
  key: string | null,
  request: IncomingMessage,
  response: ServerResponse,
  now = Date.now(),
): boolean {
  const answer = key === null ? undefined : kept.get(key);
  if (!answer) return false;
  if (now - answer.at > SEARCH_ANSWER_MS || !sameVersion(answer.version, siteVersion())) {
    kept.delete(key!);
    return false;
  }
  // Asked again: now the most recently asked.
  kept.delete(key!);
  kept.set(key!, answer);
  const encoding = answer.bytes.length >= MIN_COMPRESSED ? preferredEncoding(request.headers['accept-encoding']) : null;
  const copy = encoding ? answer.copies[encoding] : undefined;
  if (encoding && copy === undefined) prepareCopy(answer, encoding);
  const compressed = copy instanceof Buffer ? copy : null;
  const body = compressed ?? answer.bytes;
  response.writeHead(answer.status, {
    ...answer.headers,
    ...(compressed && { 'Content-Encoding': encoding! }),
    // As shared caches say it: how many seconds ago this answer was rendered (none for a fresh one).
    Age: Math.max(0, Math.floor((now - answer.at) / 1000)),
    'Content-Length': body.length,
  });
  response.end(body);
  return true;
}

/**
 * Called right after the request went on to Next (its compression wrapper is then in place, so
 * the bytes seen here are the page's own): gathers the answer as it is written and keeps it when
 * it is whole, 200 and shareable, and nothing changed on the site while it was rendered.
 */
export function keepRepeatedSearch(key: string | null, response: ServerResponse, clock = Date.now): void {
  if (key === null) return;
  const version = siteVersion();
  const { end } = response;
  const chunks = gatherWrites(response, MAX_BYTES);
  response.end = function endKept(this: ServerResponse, ...args: Parameters<ServerResponse['end']>) {
    const gathered = chunks();
    if (gathered && sameVersion(version, siteVersion()) && sameForEveryone(this)) {
      const bytes = gatheredBytes(gathered, args);
      kept.delete(key);
      if (kept.size >= MAX_SEARCH_ANSWERS) kept.delete(kept.keys().next().value as string);
      kept.set(key, {
        at: clock(),
        version,
        status: this.statusCode,
        headers: keptHeaders(this),
        bytes,
        copies: {},
      });
    }
    return Reflect.apply(end, this, args) as ServerResponse;
  } as ServerResponse['end'];
}

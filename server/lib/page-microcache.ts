// Cached pages answered without Next for a second. Next serves a page from its cache at about 0.6×
// the rate it serves the same bytes from a route handler (tooling/bench/RESULTS.md, the bare app's
// own page): matching routes, reading the cache entry, building headers. Here, once Next has
// answered a request from its cache (x-nextjs-cache: HIT), the same request within a second is
// answered with those headers and bytes straight from memory, before Next sees it. A save on this
// instance empties it at once (cache-handler.mjs counts every revalidateTag); another instance's
// save reaches this one through the shared cache within the second. Only requests that carry
// nothing personal (no cookie, no credentials, no conditions) are answered or kept, and only
// answers Next itself serves to anyone: 200, from its cache, without cookies, varying on nothing
// but the router's headers. The same holds for an answer Next renders afresh that says any shared
// cache may keep it (`public` and an `s-maxage`: the public post list of GET /api/blogs), which
// Next writes in chunks: those are gathered as they go out. Imports nothing of the site:
// peer-header.ts loads it in plain Node.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { copyFor } from './compressed-pages.ts';
import { gatheredText, gatherWrites, keptHeaders, MAX_GATHERED } from './gathered-answers.ts';

/** How long an answer is reused: a second's visitors on a busy page, and never a visible delay. */
export const MICROCACHE_MS = 1_000;
/** Answers held (oldest dropped first): the hot pages and their router requests, 100 KB or less each. */
const MAX_ANSWERS = 200;
/** The request headers Next's pages vary on (their `Vary`, with Accept-Encoding handled below). */
const ROUTER_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
];
const VARY_OK = new Set([...ROUTER_HEADERS, 'accept-encoding']);
/** Requests that carry something of their own, which a shared answer must not meet. */
const PERSONAL = ['cookie', 'authorization', 'range', 'if-none-match', 'if-modified-since', 'if-range'];

// `bytes` is the body encoded once when kept: writing the 98-KB home page as a string encoded it
// to UTF-8 on every answer, 0.37 ms of the thread each (CPU profile under load, 28 November),
// about half of what an answer from here cost.
// `sent` holds how the answer went out per Accept-Encoding value (browsers send a handful): the
// copy's lookup hashed and compared the whole page's text on every answer.
type Sent = Exclude<ReturnType<typeof copyFor>, 'pending'>;
type Answer = {
  at: number;
  version: number;
  status: number;
  headers: OutgoingHttpHeaders;
  body: string;
  bytes: Buffer;
  sent: Map<string, Sent>;
};
/** Accept-Encoding values remembered per answer; any other is looked up each time. */
const MAX_CODINGS = 8;

const answers = new Map<string, Answer>();

const store = globalThis as typeof globalThis & { __sahlaPagesVersion?: number };
/** Bumped by cache-handler.mjs on every revalidateTag in this process: answers kept before are dropped. */
export const pagesVersion = () => store.__sahlaPagesVersion ?? 0;

/**
 * The answer's key for a request that may share one, or null: worked out once per request by
 * peer-header.ts and handed to both calls below.
 */
export function microcacheKey(request: IncomingMessage): string | null {
  if (request.method !== 'GET' || !request.url) return null;
  const headers = request.headers;
  if (PERSONAL.some((name) => headers[name] !== undefined)) return null;
  return [request.url, ...ROUTER_HEADERS.map((name) => headers[name] ?? '')].join('\n');
}

/** Whether the answer says a shared cache may keep it for a second or more. */
const sharedCacheMayKeep = (cacheControl: string) =>
  /\bpublic\b/.test(cacheControl) && Number(/\bs-maxage=(\d+)/.exec(cacheControl)?.[1] ?? 0) >= 1;

/**
 * Whether an answer is one anyone asking the same gets: 200, setting no cookie, and varying on
 * nothing but the router's headers (and the coding, which is handled here).
 */
export function sameForEveryone(response: ServerResponse): boolean {
  const vary = String(response.getHeader('vary') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  return (
    response.statusCode === 200 &&
    response.getHeader('set-cookie') === undefined &&
    vary.every((name) => VARY_OK.has(name))
  );
}

/** Whether Next's answer may be given to anyone asking the same within the second. */
function shareable(response: ServerResponse): boolean {
  const cacheControl = String(response.getHeader('cache-control') ?? '');
  return (
    sameForEveryone(response) &&
    (response.getHeader('x-nextjs-cache') === 'HIT' || sharedCacheMayKeep(cacheControl)) &&
    !/\b(private|no-store)\b/.test(cacheControl)
  );
}

/**
 * Answers `request` from an answer kept within MICROCACHE_MS, compressed as the browser takes it
 * from compressed-pages.ts's copy; false when there is none, or the browser takes a coding whose
 * copy is not ready yet (Next compresses it then, as before), and Next must answer.
 */
export function answerFromMicrocache(
  key: string | null,
  request: IncomingMessage,
  response: ServerResponse,
  now = Date.now(),
): boolean {
  const answer = key === null ? undefined : answers.get(key);
  if (!answer) return false;
  if (now - answer.at > MICROCACHE_MS || answer.version !== pagesVersion()) {
    answers.delete(key!);
    return false;
  }
  const accepted = request.headers['accept-encoding'] ?? '';
  const copy = answer.sent.get(accepted) ?? copyFor(answer.body, accepted);
  if (copy === 'pending') return false;
  if (answer.sent.size < MAX_CODINGS) answer.sent.set(accepted, copy);
  const body = copy === 'plain' ? answer.bytes : copy.bytes;
  response.writeHead(answer.status, {
    ...answer.headers,
    ...(copy !== 'plain' && { 'Content-Encoding': copy.encoding }),
    'Content-Length': body.length,
  });
  response.end(body);
  return true;
}

/**
 * Called once Next has taken the request, after compressed-pages.ts: keeps Next's answer when it
 * may be shared and is whole text, given in one `end` (how Next sends a page from its cache) or,
 * for an answer that says a shared cache may keep it, in chunks (how Next sends a route's answer).
 */
export function keepForMicrocache(key: string | null, response: ServerResponse): void {
  if (key === null) return;
  const version = pagesVersion();
  const end = response.end;
  // Chunks of a streamed answer while it may still be kept: only one a shared cache may keep
  // (Next flushes the head before the first chunk, so its headers are final by then).
  const chunks = gatherWrites(response, MAX_GATHERED, (head) =>
    sharedCacheMayKeep(String(head.getHeader('cache-control'))),
  );
  response.end = function endKept(this: ServerResponse, ...args: Parameters<ServerResponse['end']>) {
    const gathered = chunks();
    const text = gathered?.length ? gatheredText(gathered, args) : !this.headersSent && args[0];
    if (typeof text === 'string' && gathered && version === pagesVersion() && shareable(this)) {
      const answer = { at: Date.now(), version, status: this.statusCode, headers: keptHeaders(this), body: text };
      keep(key, { ...answer, bytes: Buffer.from(text), sent: new Map() });
    }
    return Reflect.apply(end, this, args) as ServerResponse;
  } as ServerResponse['end'];
}

function keep(key: string, answer: Answer): void {
  answers.delete(key);
  if (answers.size >= MAX_ANSWERS) answers.delete(answers.keys().next().value as string);
  answers.set(key, answer);
}

// Shareable answers repeated from memory for a second, to impersonal requests, before Next sees them
// (docs/performance.md#cached-pages-answered-again-without-next). Plain Node: imports nothing of the site.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { copyFor } from './compressed-pages.ts';
import { gatheredText, gatherWrites, keptHeaders, MAX_GATHERED } from './gathered-answers.ts';
import { keptAnswers, keptVersion } from './kept-answers.ts';

/** How long an answer is reused: a second's visitors on a busy page, and never a visible delay. */
export const MICROCACHE_MS = 1_000;
/** Bytes held, least recently asked dropped first: 200 answers of a 100-KB page, text and bytes (performance.md). */
export const MICROCACHE_BYTES = 40 * 1024 * 1024;
/** An answer's headers, counted with its text and bytes. */
export const HEADER_ALLOWANCE = 2 * 1024;
/** The request headers Next's pages vary on (their `Vary`, with Accept-Encoding handled below). */
const ROUTER_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
];
const VARY_OK = new Set([...ROUTER_HEADERS, 'accept-encoding']);
/** Request headers next.config.ts's `has`/`missing` rules and proxy.ts's matcher read (HSTS on x-forwarded-proto). */
export const RULE_HEADERS = ['x-forwarded-proto'];
/** Every request header a kept answer's key is made of. */
export const KEYED_HEADERS = [...ROUTER_HEADERS, ...RULE_HEADERS];
/** Requests that carry something of their own, which a shared answer must not meet. */
const PERSONAL = ['cookie', 'authorization', 'range', 'if-none-match', 'if-modified-since', 'if-range'];

// `bytes` encoded once; `sent` per Accept-Encoding value (docs/performance.md#numbers-behind-the-constants).
type Sent = Exclude<ReturnType<typeof copyFor>, 'pending'>;
type Answer = {
  at: number;
  status: number;
  headers: OutgoingHttpHeaders;
  body: string;
  bytes: Buffer;
  sent: Map<string, Sent>;
};
/** Accept-Encoding values remembered per answer; any other is looked up each time. */
const MAX_CODINGS = 8;

// Emptied by every cache expiry in this process (kept-answers.ts, called by cache-handler.mjs).
const answers = keptAnswers<Answer>({
  maxSize: MICROCACHE_BYTES,
  ttl: MICROCACHE_MS,
  size: (answer) => answer.bytes.length + answer.body.length + HEADER_ALLOWANCE,
});

/** The answer's key for a request that may share one, or null (worked out once per request). */
export function microcacheKey(request: IncomingMessage): string | null {
  if (request.method !== 'GET' || !request.url) return null;
  const headers = request.headers;
  if (PERSONAL.some((name) => headers[name] !== undefined)) return null;
  return [request.url, ...KEYED_HEADERS.map((name) => headers[name] ?? '')].join('\n');
}

/** Whether the answer says a shared cache may keep it for a second or more. */
const sharedCacheMayKeep = (cacheControl: string) =>
  /\bpublic\b/.test(cacheControl) && Number(/\bs-maxage=(\d+)/.exec(cacheControl)?.[1] ?? 0) >= 1;

/** Whether anyone asking the same gets this answer: 200, no cookie, varying only on the router's headers. */
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

/** Answers `request` from a kept answer (compressed via compressed-pages.ts); false when Next must answer. */
export function answerFromMicrocache(
  key: string | null,
  request: IncomingMessage,
  response: ServerResponse,
  now = Date.now(),
): boolean {
  const answer = key === null ? undefined : answers.get(key);
  if (!answer) return false;
  if (now - answer.at > MICROCACHE_MS) {
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

/** Keeps Next's answer when shareable and whole: one `end` (a cached page) or, if `s-maxage`, its chunks. */
export function keepForMicrocache(key: string | null, response: ServerResponse): void {
  if (key === null) return;
  const version = keptVersion();
  const end = response.end;
  const chunks = gatherWrites(response, MAX_GATHERED, (head) =>
    sharedCacheMayKeep(String(head.getHeader('cache-control'))),
  );
  response.end = function endKept(this: ServerResponse, ...args: Parameters<ServerResponse['end']>) {
    const gathered = chunks();
    const text = gathered?.length ? gatheredText(gathered, args) : !this.headersSent && args[0];
    if (typeof text === 'string' && gathered && version === keptVersion() && shareable(this)) {
      const answer = { at: Date.now(), status: this.statusCode, headers: keptHeaders(this), body: text };
      answers.set(key, { ...answer, bytes: Buffer.from(text), sent: new Map() });
    }
    return Reflect.apply(end, this, args) as ServerResponse;
  } as ServerResponse['end'];
}

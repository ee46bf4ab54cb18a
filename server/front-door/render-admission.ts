// The render gate's door in front of Next (lib/render-gate): peer-header.ts, preloaded into the
// site's server, hands each request here before Next sees it. A search beyond the gate is answered
// here, so its refusal costs microseconds instead of Next's request handling (about 0.5 ms each,
// measured: thousands a second under a flood, on the event loop every other visitor shares). The
// rule, counters and answers are the site's own modules, imported rather than repeated; proxy.ts
// applies the same rule when a server runs without this hook (`next start`, `next dev` by hand).
// A search asked again within seconds is answered here from its kept answer (search-answers.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { searchConcurrency, searchShare } from '../../lib/config/search-concurrency.ts';
import { gatedKind, type GatedKind } from '../../lib/render-gate/classify.ts';
import type { Gate } from '../../lib/render-gate/gate.ts';
import { addressRefusal, enterGate, instanceGate, TICKET_HEADER } from '../../lib/render-gate/instance.ts';
import { mayBeAddress } from '../../lib/render-gate/known-addresses.ts';
import { refusalParts, type RefusalParts, type RefusalTexts } from '../../lib/render-gate/refusal.ts';
import { clientAddress, networkOf } from './client-address.ts';
import { microcacheKey } from './page-microcache.ts';
import { loadUnclaimedPathTest } from './route-table.ts';
import { answerRepeatedSearch, keepRepeatedSearch } from './search-answers.ts';
import ar from '../../messages/ar.json' with { type: 'json' };
import en from '../../messages/en.json' with { type: 'json' };

export { TICKET_HEADER };

const texts: RefusalTexts = { en: en.SearchGate, ar: ar.SearchGate };

// Every request passes here (each one not gated is noted as another visitor), so the settings are
// read from the environment once, when the first request comes, not per request.
let gate: Gate | null = null;
const theGate = (): Gate =>
  (gate ??= instanceGate(searchConcurrency(process.env.SEARCH_CONCURRENCY), searchShare(process.env.SEARCH_SHARE)));

// The build's routing table beside the server this hook runs (its script's folder), read at the
// first request; null without one (`next dev`), and then no path is held for being unclaimed.
let unclaimed: ((pathname: string) => boolean) | null | undefined;
function isUnclaimed(pathname: string): boolean {
  if (unclaimed === undefined) unclaimed = loadUnclaimedPathTest(path.dirname(process.argv[1] ?? '.'));
  return unclaimed?.(pathname) ?? false;
}

/**
 * What the gate holds: the blog's queries, the search API, addresses of posts, events and issues
 * their section does not know and paths no route claims (each of those renders a 404 page
 * afresh); null for any other request. Only a path with a query or under one of those sections is
 * parsed: every request of the site passes here.
 */
function gatedKindOf(raw: string): GatedKind {
  const url = raw.includes('?') || mayBeAddress(raw) ? new URL(raw, 'http://site') : null;
  const kind = url && gatedKind(url);
  if (kind) return kind;
  return isUnclaimed(url ? url.pathname : raw) ? 'render' : null;
}

/** Writes the refusal to Node's response. */
function send(response: ServerResponse, { status, headers, body }: RefusalParts): void {
  response.writeHead(status, { ...headers, 'Content-Length': Buffer.byteLength(body) });
  response.end(body);
}

/**
 * Admits or refuses a gated request before Next: true when it took the request, which then goes
 * on to Next through `proceed` holding its slot (TICKET_HEADER) or is answered here; false for
 * every other request, which goes on untouched. `peer` is the TCP peer's address.
 */
export function admitBeforeNext(
  request: IncomingMessage,
  response: ServerResponse,
  peer: string,
  proceed: () => void,
): boolean {
  const raw = request.url ?? '/';
  const gate = theGate();
  const kind = gatedKindOf(raw);
  // Every other request is a visitor the gated renders give way to (lib/render-gate/gate.ts).
  if (!kind) {
    gate.noteOther();
    return false;
  }
  const url = new URL(raw, 'http://site');
  // An invalid TRUSTED_PROXIES: this door stays open and proxy.ts decides (client-address.ts).
  const address = clientAddress(request, peer);
  if (address === null) return false;
  // The slot comes back when the response is done or the visitor has gone: a search the browser
  // aborts (typing on, the router cancels the last query) may never reach the page's after(), and
  // until its 30-s lease ran out it held one of the slots (the blog specs met a full gate that
  // way). Listened for from the start: a visitor who leaves while queued is given a slot later,
  // after 'close' has fired, and that slot was held for the whole lease (a load generator that
  // stopped with 16 searches queued locked all 8 slots, and the next benchmark row served none of
  // 268,053 searches). A second release by after() is a no-op.
  const refusal = addressRefusal(kind, networkOf(address));
  if (refusal) {
    send(response, refusalParts(url, refusal.status, refusal.retryAfterSeconds, texts));
    return true;
  }
  // The same search asked a moment ago: answered from memory, without a slot (search-answers.ts).
  const key = microcacheKey(request);
  if (answerRepeatedSearch(key, request, response)) return true;
  let ticket: string | null = null;
  let gone = false;
  response.once('close', () => {
    gone = true;
    if (ticket) gate.leave(ticket);
  });
  enterGate(gate)
    .then((result) => {
      if (!('ticket' in result))
        return gone ? undefined : send(response, refusalParts(url, result.status, result.retryAfterSeconds, texts));
      // Nobody left to answer: the slot goes straight to the next in line, and no page is rendered.
      if (gone) return void gate.leave(result.ticket);
      ticket = result.ticket;
      request.headers[TICKET_HEADER] = ticket;
      proceed();
      keepRepeatedSearch(key, response);
    })
    // Never expected (the gate throws nothing); if it did, Next and proxy.ts still decide.
    .catch(() => proceed());
  return true;
}

// Stage 4: searches and other per-request renders wait for one of the instance's slots (lib/render-gate),
// held until the response is done; refusals are answered here, without Next (docs/performance.md).
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { searchConcurrency, searchShare } from '../../lib/config/search-concurrency.ts';
import { gatedKind, type GatedKind } from '../../lib/render-gate/classify.ts';
import type { Gate } from '../../lib/render-gate/gate.ts';
import { addressRefusal, enterGate, instanceGate } from '../../lib/render-gate/instance.ts';
import { mayBeAddress } from '../../lib/render-gate/known-addresses.ts';
import { refusalParts, type RefusalParts, type RefusalTexts } from '../../lib/render-gate/refusal.ts';
import { clientAddress, networkOf } from './client-address.ts';
import { microcacheKey } from './page-microcache.ts';
import { loadUnclaimedPathTest } from './route-table.ts';
import { answerRepeatedSearch, keepRepeatedSearch } from './search-answers.ts';
import ar from '../../messages/ar.json' with { type: 'json' };
import en from '../../messages/en.json' with { type: 'json' };

const texts: RefusalTexts = { en: en.SearchGate, ar: ar.SearchGate };

// Settings read once, at the first request: every request passes here.
let gate: Gate | null = null;
const theGate = (): Gate =>
  (gate ??= instanceGate(searchConcurrency(process.env.SEARCH_CONCURRENCY), searchShare(process.env.SEARCH_SHARE)));

// The build's routing table in the folder served, read at the first request; null without a build.
let unclaimed: ((pathname: string) => boolean) | null | undefined;
let servedDir = process.cwd();
/** Where the build this server serves lives (its routes manifest and public/). */
export function setServedDir(dir: string): void {
  servedDir = path.resolve(dir);
  unclaimed = undefined;
}
function isUnclaimed(pathname: string): boolean {
  if (unclaimed === undefined) unclaimed = loadUnclaimedPathTest(servedDir);
  return unclaimed?.(pathname) ?? false;
}

/** What the gate holds (searches, unknown addresses, unclaimed paths), or null; parses only a likely URL. */
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

/** True when it took a gated request (answered here, or sent on by `proceed` holding a slot); else false. */
export function admitRender(request: IncomingMessage, response: ServerResponse, peer: string, proceed: () => void) {
  const raw = request.url ?? '/';
  const gate = theGate();
  const kind = gatedKindOf(raw);
  if (!kind) {
    gate.noteOther();
    return false;
  }
  const url = new URL(raw, 'http://site');
  // An invalid TRUSTED_PROXIES stops the site at start-up (lib/startup/start-up.ts); until then, the peer.
  const address = clientAddress(request, peer) ?? peer;
  const refusal = addressRefusal(kind, networkOf(address));
  if (refusal) {
    send(response, refusalParts(url, refusal.status, refusal.retryAfterSeconds, texts));
    return true;
  }
  const key = microcacheKey(request);
  if (answerRepeatedSearch(key, request, response)) return true;
  // The slot comes back when the response is done or the visitor leaves, even while queued.
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
      if (gone) return void gate.leave(result.ticket);
      ticket = result.ticket;
      proceed();
      keepRepeatedSearch(key, response);
    })
    // Never expected (the gate throws nothing); if it did, the render goes on without a slot.
    .catch(() => proceed());
  return true;
}

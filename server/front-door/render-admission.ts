// The render gate's door before Next (lib/render-gate, docs/performance.md): a refusal here skips Next's
// request handling. proxy.ts applies the same rule on a server without this hook (`next start`, `next dev`).
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

// Settings read once, at the first request: every request passes here.
let gate: Gate | null = null;
const theGate = (): Gate =>
  (gate ??= instanceGate(searchConcurrency(process.env.SEARCH_CONCURRENCY), searchShare(process.env.SEARCH_SHARE)));

// The build's routing table beside the server script, read at the first request; null under `next dev`.
let unclaimed: ((pathname: string) => boolean) | null | undefined;
function isUnclaimed(pathname: string): boolean {
  if (unclaimed === undefined) unclaimed = loadUnclaimedPathTest(path.dirname(process.argv[1] ?? '.'));
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
export function admitBeforeNext(
  request: IncomingMessage,
  response: ServerResponse,
  peer: string,
  proceed: () => void,
): boolean {
  const raw = request.url ?? '/';
  const gate = theGate();
  const kind = gatedKindOf(raw);
  if (!kind) {
    gate.noteOther();
    return false;
  }
  const url = new URL(raw, 'http://site');
  // An invalid TRUSTED_PROXIES: this door stays open and proxy.ts decides (client-address.ts).
  const address = clientAddress(request, peer);
  if (address === null) return false;
  const refusal = addressRefusal(kind, networkOf(address));
  if (refusal) {
    send(response, refusalParts(url, refusal.status, refusal.retryAfterSeconds, texts));
    return true;
  }
  const key = microcacheKey(request);
  if (answerRepeatedSearch(key, request, response)) return true;
  // The slot also comes back when the visitor leaves (an aborted search never reaches after()), even
  // while queued; after()'s second release is a no-op (docs/performance.md#numbers-behind-the-constants).
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
      request.headers[TICKET_HEADER] = ticket;
      proceed();
      keepRepeatedSearch(key, response);
    })
    // Never expected (the gate throws nothing); if it did, Next and proxy.ts still decide.
    .catch(() => proceed());
  return true;
}

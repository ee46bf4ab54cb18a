import { NextResponse, type NextRequest } from 'next/server';
import { clientNetwork } from '@/lib/http/client-ip';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import type { GatedKind } from './classify';
import { admission } from './instance';
import { refusal, type RefusalTexts } from './refusal';
import { renderGate, TICKET_HEADER } from './shared';

export const refusalTexts: RefusalTexts = { en: en.SearchGate, ar: ar.SearchGate };

/**
 * Lets a gated request through to its render holding a slot (its id in TICKET_HEADER, which the
 * render releases: lib/render-gate/release.ts), or answers at once with the refusal
 * (lib/render-gate/instance.ts decides). A request the server's request hook has already admitted
 * (server/front-door/render-admission.ts) arrives holding a live slot and passes as it is: it was
 * counted there. The hook drops any ticket a client sent, and one that is not a live slot of this
 * gate is ignored here, so a client cannot skip the line by sending one.
 */
export async function admitRender(request: NextRequest, kind: Exclude<GatedKind, null>): Promise<Response> {
  const gate = renderGate();
  const held = request.headers.get(TICKET_HEADER);
  if (held && gate.holds(held)) return NextResponse.next();
  const result = await admission(gate, kind, clientNetwork(request));
  if (!('ticket' in result)) return refusal(request.nextUrl, result.status, result.retryAfterSeconds, refusalTexts);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(TICKET_HEADER, result.ticket);
  return NextResponse.next({ request: { headers: requestHeaders } });
}

/** A request the gate does not hold: any ticket header a client sent is dropped. */
export function withoutTicket(request: NextRequest): Headers {
  const requestHeaders = new Headers(request.headers);
  requestHeaders.delete(TICKET_HEADER);
  return requestHeaders;
}

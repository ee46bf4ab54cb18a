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
 * Lets a gated request through holding a slot (released by ./release.ts), or answers the refusal. A request
 * the request hook already admitted passes as it is; a ticket that is not a live slot is ignored.
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

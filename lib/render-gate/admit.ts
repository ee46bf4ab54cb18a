import { NextResponse, type NextRequest } from 'next/server';
import { clientIp } from '@/lib/http/client-ip';
import { hitMemoryLimit } from '@/lib/rate-limit/memory-window';
import type { GatedKind } from './classify';
import { refusal } from './refusal';
import { renderGate, TICKET_HEADER } from './shared';

// Per address and instance: a person searching types a few queries a minute, and the site's
// search box sends one per settled query, so 60 a minute never stops a visitor while a script
// sending 100 a second is stopped within its first second. Counted in memory, not the database
// the forms' limits use: a search is served from this instance's own index, and a stored count
// would cost the database two round trips per search, which is what a flood must not buy.
const SEARCH_LIMIT = 60;
const SEARCH_WINDOW_MS = 60_000;
// Told to come back once a slot is likely free: renders last milliseconds, but a queue that has
// just filled up stays full while the flood lasts.
const BUSY_RETRY_SECONDS = 2;

/**
 * Lets a gated request through to its render holding a slot (its id in TICKET_HEADER, which the
 * render releases: lib/render-gate/release.ts), or answers at once: 429 when its address has
 * searched too often, 503 when every slot is taken and the queue is full (or its wait ran out).
 */
export async function admitRender(request: NextRequest, kind: Exclude<GatedKind, null>): Promise<Response> {
  if (kind === 'search') {
    const rate = hitMemoryLimit(`search:ip:${clientIp(request)}`, SEARCH_LIMIT, SEARCH_WINDOW_MS);
    if (!rate.ok) return refusal(request.nextUrl, 429, rate.retryAfterSeconds);
  }
  const ticket = await renderGate().enter();
  if (!ticket) return refusal(request.nextUrl, 503, BUSY_RETRY_SECONDS);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(TICKET_HEADER, ticket);
  return NextResponse.next({ request: { headers: requestHeaders } });
}

/** A request the gate does not hold: any ticket header a client sent is dropped. */
export function withoutTicket(request: NextRequest): Headers {
  const requestHeaders = new Headers(request.headers);
  requestHeaders.delete(TICKET_HEADER);
  return requestHeaders;
}

// The beacon's intake for both doors: the front door (server/front-door/beacon-admission.ts, no Next request handling)
// and app/api/event/route.ts. Relative .ts imports and nothing of Next; salt, hash and writes stay on the Next side.
import { CROSS_SITE_MESSAGE, isCrossSite } from '../http/cross-site.ts';
import { hitMemoryLimit } from '../rate-limit/memory-window.ts';
import { enqueueView } from './beacon-queue.ts';
import { isBot } from './bots.ts';
import { deviceClass } from './device.ts';
import { MAX_EVENT_BYTES, parseEvent } from './event-body.ts';

/** Per address (IPv6: network) per minute: room for an office; in memory, as a write per beacon would undo the batching. */
export const EVENTS_PER_MINUTE = 60;
export const EVENT_WINDOW_MS = 60_000;

export const BEACON_PATH = '/api/event';

export type BodyResult = { ok: true; text: string } | { ok: false; status: 400 | 413; message: string };

export interface BeaconRequest {
  method: string;
  header(name: string): string | null;
  /** The host the request was sent to, and the configured public one. */
  ownHosts: ReadonlyArray<string | null | undefined>;
  address: string;
  /** The address, or an IPv6 address's network. */
  network: string;
  readBody(maxBytes: number): Promise<BodyResult>;
}

export type BeaconAnswer = { status: 204 } | { status: 400 | 403; message: string };

// Prefetches and prerenders announce themselves; the beacon also waits for a prerender to be shown.
const isPrefetch = (request: BeaconRequest) =>
  /prefetch|prerender/i.test(request.header('sec-purpose') ?? request.header('purpose') ?? '');

const optedOut = (request: BeaconRequest, respectDnt: boolean) =>
  respectDnt && (request.header('sec-gpc') === '1' || request.header('dnt') === '1');

const isAdminPath = (path: string) => /^\/(ar\/)?admin(\/|$)/.test(path);

/** 204 whether queued or deliberately not (so nothing learns which), 400 for a bad body, 403 cross-site. */
export async function takeBeacon(request: BeaconRequest, respectDnt: boolean): Promise<BeaconAnswer> {
  if (isCrossSite(request.method, request.header('sec-fetch-site'), request.header('origin'), request.ownHosts)) {
    return { status: 403, message: CROSS_SITE_MESSAGE };
  }
  // Not 429: Chromium would log every refused beacon as a console error on the visitor's page.
  if (!hitMemoryLimit(`event:ip:${request.network}`, EVENTS_PER_MINUTE, EVENT_WINDOW_MS).ok) return { status: 204 };
  const body = await request.readBody(MAX_EVENT_BYTES);
  if (!body.ok) {
    return { status: 400, message: body.status === 413 ? `Body larger than ${MAX_EVENT_BYTES} bytes` : body.message };
  }
  const event = parseEvent(body.text);
  if (!event) return { status: 400, message: 'Malformed event' };
  const userAgent = request.header('user-agent');
  if (isBot(userAgent) || optedOut(request, respectDnt) || isPrefetch(request) || isAdminPath(event.path)) {
    return { status: 204 };
  }
  const { width, ...page } = event;
  enqueueView({
    ...page,
    device: deviceClass(width),
    address: request.address,
    userAgent: userAgent ?? '',
    at: Date.now(),
  });
  return { status: 204 };
}

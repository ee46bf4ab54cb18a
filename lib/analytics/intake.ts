// The beacon's one intake, for both doors a beacon may come through: the server's request hook
// (server/front-door/beacon-admission.ts, plain Node before Next, where a beacon costs no Next request
// handling, about half a prerendered page's CPU measured) and the route (app/api/event/route.ts,
// for a server started without the hook). So it imports by relative paths naming .ts files, and
// nothing of Next; the database work (salt, hash, batched writes) stays on the Next side.
import { CROSS_SITE_MESSAGE, isCrossSite } from '../http/cross-site.ts';
import { hitMemoryLimit } from '../rate-limit/memory-window.ts';
import { enqueueView } from './beacon-queue.ts';
import { isBot } from './bots.ts';
import { deviceClass } from './device.ts';
import { MAX_EVENT_BYTES, parseEvent } from './event-body.ts';

/**
 * Beacons per address (for IPv6, per network) per minute. A person reads a few pages a minute; 60
 * leaves room for an office behind one address. Counted in memory: a database write per beacon
 * would undo the batching.
 */
export const EVENTS_PER_MINUTE = 60;
export const EVENT_WINDOW_MS = 60_000;

export const BEACON_PATH = '/api/event';

export type BodyResult = { ok: true; text: string } | { ok: false; status: 400 | 413; message: string };

/** A beacon request as either door sees it. */
export interface BeaconRequest {
  method: string;
  header(name: string): string | null;
  /** The site's own hosts: the one the request was sent to, and the configured public one. */
  ownHosts: ReadonlyArray<string | null | undefined>;
  /** The visitor's address (the trusted-proxy rules applied). */
  address: string;
  /** What the limit counts the visitor under: the address, or an IPv6 address's network. */
  network: string;
  readBody(maxBytes: number): Promise<BodyResult>;
}

export type BeaconAnswer = { status: 204 } | { status: 400 | 403; message: string };

// Prefetches and prerenders announce themselves; the beacon also waits for a prerender to be shown.
const isPrefetch = (request: BeaconRequest) =>
  /prefetch|prerender/i.test(request.header('sec-purpose') ?? request.header('purpose') ?? '');

/** A visitor who asked not to be followed, when the operator honours it (ANALYTICS_RESPECT_DNT). */
const optedOut = (request: BeaconRequest, respectDnt: boolean) =>
  respectDnt && (request.header('sec-gpc') === '1' || request.header('dnt') === '1');

const isAdminPath = (path: string) => /^\/(ar\/)?admin(\/|$)/.test(path);

/**
 * One page view from the beacon. 204 whether queued or deliberately not (a bot, an opt-out, the
 * admin, past the address's limit), so nothing learns which; 400 for a body that is too big or not
 * the beacon's; 403 cross-site. Nothing is queued before the body is known good.
 */
export async function takeBeacon(request: BeaconRequest, respectDnt: boolean): Promise<BeaconAnswer> {
  if (isCrossSite(request.method, request.header('sec-fetch-site'), request.header('origin'), request.ownHosts)) {
    return { status: 403, message: CROSS_SITE_MESSAGE };
  }
  // Past the limit: 204 and nothing counted. Not 429: the browser would log every refused beacon as
  // a console error on the visitor's page (Chromium does), and a flood learns nothing either way.
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

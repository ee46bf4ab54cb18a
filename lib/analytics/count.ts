import 'server-only';
import { env } from '@/lib/config/env';
import { siteUrl } from '@/lib/config/site-url';
import { clientIp } from '@/lib/http/client-ip';
import { readTextBody } from '@/lib/http/read-json';
import { crossSiteRefusal } from '@/lib/http/same-site';
import { errorReason, logWarn } from '@/lib/log/logger';
import { hitMemoryLimit } from '@/lib/rate-limit/memory-window';
import { isBot } from './bots';
import { deviceClass } from './device';
import { MAX_EVENT_BYTES, parseEvent } from './event-body';
import { pageViews } from './page-views';
import { dailySalt, utcDay, visitorId } from './salt';

/**
 * Beacons per address per minute. A person reads a few pages a minute; 60 leaves room for an
 * office behind one address. Counted in memory: a database write per beacon would undo the batching.
 */
const EVENTS_PER_MINUTE = 60;

const noContent = () => new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
const refused = (status: number, message: string) =>
  Response.json({ message }, { status, headers: { 'Cache-Control': 'no-store' } });

/** A visitor who asked not to be followed, when the operator honours it (ANALYTICS_RESPECT_DNT). */
function optedOut(request: Request): boolean {
  if (env().ANALYTICS_RESPECT_DNT !== 'true') return false;
  return request.headers.get('sec-gpc') === '1' || request.headers.get('dnt') === '1';
}

// Prefetches and prerenders announce themselves; the beacon also waits for a prerender to be shown.
const isPrefetch = (request: Request) =>
  /prefetch|prerender/i.test(request.headers.get('sec-purpose') ?? request.headers.get('purpose') ?? '');

let lastSaltWarning = 0;

const isAdminPath = (path: string) => /^\/(ar\/)?admin(\/|$)/.test(path);

/**
 * POST /api/event: one page view from the beacon. 204 whether counted or deliberately not (a bot,
 * an opt-out, the admin, past the address's limit), so nothing learns which; 400 for a body that
 * is too big or not the beacon's. Nothing is written before the body is known good.
 */
export async function countPageView(request: Request): Promise<Response> {
  const crossSite = crossSiteRefusal(request);
  if (crossSite) return crossSite;
  const address = clientIp(request);
  // Past the limit: 204 and nothing counted. Not 429: the browser would log every refused beacon as
  // a console error on the visitor's page (Chromium does), and a flood learns nothing either way.
  if (!hitMemoryLimit(`event:ip:${address}`, EVENTS_PER_MINUTE, 60_000).ok) return noContent();
  const body = await readTextBody(request, MAX_EVENT_BYTES);
  if (!body.ok) return refused(400, body.status === 413 ? `Body larger than ${MAX_EVENT_BYTES} bytes` : body.message);
  const event = parseEvent(body.text);
  if (!event) return refused(400, 'Malformed event');

  const userAgent = request.headers.get('user-agent');
  if (isBot(userAgent) || optedOut(request) || isPrefetch(request) || isAdminPath(event.path)) return noContent();

  const at = new Date();
  const day = utcDay(at);
  let salt: string;
  try {
    salt = await dailySalt(day);
  } catch (error) {
    // Without the day's salt no visitor can be told apart: the view is not counted. Logged once a
    // minute at most: while the database is down every beacon lands here.
    if (Date.now() - lastSaltWarning > 60_000) {
      lastSaltWarning = Date.now();
      logWarn('analytics.salt_unavailable', 'page views not counted', { reason: errorReason(error) });
    }
    return noContent();
  }
  const { width, ...page } = event;
  pageViews().add({
    ...page,
    day,
    at,
    visitor: visitorId(salt, new URL(siteUrl()).host, address, userAgent ?? ''),
    device: deviceClass(width),
  });
  return noContent();
}

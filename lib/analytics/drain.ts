import 'server-only';
import { siteUrl } from '@/lib/config/site-url';
import { errorReason, logWarn } from '@/lib/log/logger';
import type { AnalyticsHit } from '@/models/analytics-hit';
import { takeQueued } from './beacon-queue';
import { dailySalt, utcDay, visitorId } from './salt';

// Each warning at most once a minute: every drain (every 2 s) would meet the same cause.
const WARN_EVERY_MS = 60_000;
const lastWarned = { salt: 0, dropped: 0 };
let droppedSinceWarning = 0;

function warnOnce(kind: keyof typeof lastWarned, event: string, message: string, fields: Record<string, unknown>) {
  if (Date.now() - lastWarned[kind] < WARN_EVERY_MS) return false;
  lastWarned[kind] = Date.now();
  logWarn(event, message, fields);
  return true;
}

/** Replaces each queued view's address and user agent by the day's visitor id and hands it to `add`; they go no further. */
export async function drainQueuedViews(add: (hit: AnalyticsHit) => void): Promise<void> {
  const { views, dropped } = takeQueued();
  droppedSinceWarning += dropped;
  if (
    droppedSinceWarning > 0 &&
    warnOnce('dropped', 'analytics.queue_full', 'page views dropped', { dropped: droppedSinceWarning })
  )
    droppedSinceWarning = 0;
  if (views.length === 0) return;
  const today = utcDay();
  let salt: string;
  try {
    salt = await dailySalt(today);
  } catch (error) {
    warnOnce('salt', 'analytics.salt_unavailable', 'page views not counted', { reason: errorReason(error) });
    return;
  }
  const site = new URL(siteUrl()).host;
  for (const { address, userAgent, at, ...view } of views) {
    // Taken in before midnight, drained after: yesterday's salt is gone, so not counted rather than miscounted.
    if (utcDay(new Date(at)) !== today) continue;
    add({ ...view, day: today, at: new Date(at), visitor: visitorId(salt, site, address, userAgent) });
  }
}

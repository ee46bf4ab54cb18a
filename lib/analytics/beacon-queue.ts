// Page views taken in but not yet counted, between the beacon's intake (intake.ts, run by the
// server's request hook before Next or by the route) and the Next side that hashes and stores them
// (page-views.ts). One queue per process under a registered symbol: the hook loads its own copy of
// this module (plain Node) and the site's bundles theirs, and all must share the same entries.
// Imports nothing, so the hook can load it.
import type { PageEvent } from './event-body.ts';

/** One page view as it came in: the address and user agent live only here, until hashed. */
export type QueuedView = Omit<PageEvent, 'width'> & {
  device: 'mobile' | 'tablet' | 'desktop';
  address: string;
  userAgent: string;
  /** When it came in (ms since the epoch): its day picks the salt. */
  at: number;
};

/**
 * At most this many wait (about 3 MB at some 300 bytes each: 50 s of 200 beacons a second with
 * the database away); beyond it new views are dropped and counted, so a flood cannot fill memory.
 */
export const MAX_QUEUED = 10_000;
/** ...and at this many the Next side is woken to take them at once rather than at its next tick. */
export const WAKE_AT = 200;

type Queue = { views: QueuedView[]; dropped: number; wake: (() => void) | null };
const KEY = Symbol.for('sahla.analytics.queue');
const holder = globalThis as { [KEY]?: Queue };
const queue: Queue = (holder[KEY] ??= { views: [], dropped: 0, wake: null });

export function enqueueView(view: QueuedView): void {
  if (queue.views.length >= MAX_QUEUED) {
    queue.dropped += 1;
    return;
  }
  queue.views.push(view);
  if (queue.views.length === WAKE_AT) queue.wake?.();
}

/** Everything waiting, and how many were dropped since the last take; the queue starts empty again. */
export function takeQueued(): { views: QueuedView[]; dropped: number } {
  const taken = { views: queue.views, dropped: queue.dropped };
  queue.views = [];
  queue.dropped = 0;
  return taken;
}

export const queuedCount = () => queue.views.length;

/** The Next side's call to take the views once WAKE_AT wait (it must only schedule the work). */
export function onQueueFull(wake: () => void): void {
  queue.wake = wake;
}

// Page views taken in but not yet counted, between intake.ts (in the request hook or the route) and
// page-views.ts: one queue per process on a registered symbol, shared by the hook's copy. Imports nothing.
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
 * At most this many wait; beyond it new views are dropped and counted, so a flood cannot fill memory
 * (docs/performance.md#numbers-behind-the-constants).
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

// Page views taken in but not yet counted: one queue per process, shared with the front door (packages/process-state).
import { beaconQueue } from '@sahla/process-state';
import type { PageEvent } from './event-body.ts';

/** The address and user agent live only here, until hashed. */
export type QueuedView = Omit<PageEvent, 'width'> & {
  device: 'mobile' | 'tablet' | 'desktop';
  address: string;
  userAgent: string;
  /** ms since the epoch: its day picks the salt. */
  at: number;
};

/** Beyond this many new views are dropped and counted (docs/performance.md#numbers-behind-the-constants). */
export const MAX_QUEUED = 10_000;
/** At this many the Next side is woken to take them at once. */
export const WAKE_AT = 200;

type Queue = { views: QueuedView[]; dropped: number; wake: (() => void) | null };
const holder = beaconQueue as { queue?: Queue };
const queue: Queue = (holder.queue ??= { views: [], dropped: 0, wake: null });

export function enqueueView(view: QueuedView): void {
  if (queue.views.length >= MAX_QUEUED) {
    queue.dropped += 1;
    return;
  }
  queue.views.push(view);
  if (queue.views.length === WAKE_AT) queue.wake?.();
}

/** Everything waiting and how many were dropped since the last take. */
export function takeQueued(): { views: QueuedView[]; dropped: number } {
  const taken = { views: queue.views, dropped: queue.dropped };
  queue.views = [];
  queue.dropped = 0;
  return taken;
}

export const queuedCount = () => queue.views.length;

/** `wake` must only schedule the work. */
export function onQueueFull(wake: () => void): void {
  queue.wake = wake;
}

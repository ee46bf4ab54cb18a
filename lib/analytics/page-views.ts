import 'server-only';
import { pageViews as holders } from '@sahla/process-state';
import { connectDb } from '@/lib/db/connect';
import { withDbDeadline } from '@/lib/db/deadline';
import { logError } from '@/lib/log/logger';
import { AnalyticsHitModel, type AnalyticsHit } from '@/models/analytics-hit';
import { onQueueFull, queuedCount } from './beacon-queue';
import { drainQueuedViews } from './drain';
import { packHits } from './hit-batches';
import { HitBuffer } from './hit-buffer';

const FLUSH_EVERY_MS = 5_000;
const FLUSH_AT = 200;
/** While the database is away, at most this many wait (about 2 MB), then the oldest go. */
const MAX_HELD = 10_000;
/** A view is stored within 2 + 5 s of its beacon. */
const DRAIN_EVERY_MS = 2_000;

export interface PageViews {
  readonly size: number;
  /** The Stats route calls it before it reads. */
  flush(): Promise<void>;
  start(): void;
}

function createPageViews(): PageViews {
  const buffer = new HitBuffer<AnalyticsHit>({
    write: (batch) =>
      withDbDeadline(async () => {
        await connectDb();
        // Lean: the views were checked at intake and every field is set, so casting would only cost CPU.
        await AnalyticsHitModel.insertMany(packHits(batch), { ordered: false, lean: true });
      }),
    intervalMs: FLUSH_EVERY_MS,
    maxHits: FLUSH_AT,
    maxHeld: MAX_HELD,
  });
  // One drain at a time, in order, so a flush misses nothing.
  let draining: Promise<void> = Promise.resolve();
  const drain = () =>
    (draining = draining
      .then(() => drainQueuedViews((hit) => buffer.add(hit)))
      .catch((error) => logError('analytics.drain_failed', error)));
  let timer: NodeJS.Timeout | null = null;
  const views: PageViews = {
    get size() {
      return queuedCount() + buffer.size;
    },
    flush: () => drain().then(() => buffer.flush()),
    start() {
      timer ??= setInterval(() => void drain(), DRAIN_EVERY_MS).unref();
    },
  };
  // Called inside the intake: only schedules the drain.
  onQueueFull(() => setImmediate(() => void drain()));
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void views.flush());
  process.once('beforeExit', () => void views.flush());
  return views;
}

// One per process: the beacon route and the Stats route are separate bundles (packages/process-state).
const holder = holders as { views?: PageViews };

export function pageViews(): PageViews {
  return (holder.views ??= createPageViews());
}

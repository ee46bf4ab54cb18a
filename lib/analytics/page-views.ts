import 'server-only';
import { connectDb } from '@/lib/db/connect';
import { withDbDeadline } from '@/lib/db/deadline';
import { AnalyticsHitModel, type AnalyticsHit } from '@/models/analytics-hit';
import { HitBuffer } from './hit-buffer';

/** Batches of page views: every 5 s while beacons arrive, or at once at 200 waiting. */
const FLUSH_EVERY_MS = 5_000;
const FLUSH_AT = 200;
/** While the database is away, at most this many wait (about 2 MB), then the oldest go. */
const MAX_HELD = 10_000;

// One buffer per process under a registered symbol: the beacon route and the admin's Stats route
// are separate bundles, and the Stats route flushes the same buffer before it reads.
const KEY = Symbol.for('sahla.analytics-buffer');
const holder = globalThis as { [KEY]?: HitBuffer<AnalyticsHit> };

function createBuffer(): HitBuffer<AnalyticsHit> {
  const buffer = new HitBuffer<AnalyticsHit>({
    write: (batch) =>
      withDbDeadline(async () => {
        await connectDb();
        await AnalyticsHitModel.insertMany(batch, { ordered: false });
      }),
    intervalMs: FLUSH_EVERY_MS,
    maxHits: FLUSH_AT,
    maxHeld: MAX_HELD,
  });
  // A stopping server writes what waits (within the database deadline) before it goes.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void buffer.flush());
  process.once('beforeExit', () => void buffer.flush());
  return buffer;
}

export function pageViews(): HitBuffer<AnalyticsHit> {
  return (holder[KEY] ??= createBuffer());
}

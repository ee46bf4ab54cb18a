import 'server-only';
import { env } from '@/lib/config/env';
import { connectDb } from '@/lib/db/connect';
import { withDeadline } from '@/lib/deadline/with-deadline';
import { errorReason, logWarn } from '@/lib/log/logger';
import { AnalyticsDayModel } from '@/models/analytics-day';
import { AnalyticsHitModel } from '@/models/analytics-hit';
import { readHits } from './hit-batches';
import { utcDay } from './salt';
import { summarizeHits } from './summarize';

const DAY_MS = 86_400_000;
/** A day's last beacons are flushed within seconds. */
const SETTLE_MS = 10 * 60_000;
/** Reads a day's raw hits whole (docs/performance.md#numbers-behind-the-constants). */
const ROLLUP_DEADLINE_MS = 60_000;
const ROLLUP_EVERY_MS = 60 * 60_000;

/** Replaces any earlier totals of that day. */
export async function rollUpDay(day: string): Promise<number> {
  const hits = await readHits({ day });
  const rows = summarizeHits(hits);
  await AnalyticsDayModel.deleteMany({ day });
  if (rows.length > 0) await AnalyticsDayModel.insertMany(rows, { ordered: false });
  return rows.length;
}

/** Rolls up finished days without totals, then deletes raw hits past ANALYTICS_RETENTION_DAYS; safe on several instances. */
export async function rollUpAndExpire(now = new Date()): Promise<{ rolled: string[]; deleted: number }> {
  await connectDb();
  const settled = utcDay(new Date(now.getTime() - SETTLE_MS - DAY_MS));
  // $group rather than distinct, which FerretDB refuses with the driver's maxTimeMS.
  const days = (
    await AnalyticsHitModel.aggregate<{ _id: string }>([
      { $match: { day: { $lte: settled } } },
      { $group: { _id: '$day' } },
    ])
  ).map((row) => row._id);
  const done = new Set(
    (await AnalyticsDayModel.find({ day: { $in: days }, dimension: 'total' }, { day: 1 }).lean()).map((row) => row.day),
  );
  const rolled: string[] = [];
  for (const day of days.sort()) {
    if (done.has(day)) continue;
    await rollUpDay(day);
    rolled.push(day);
  }
  const cutoff = utcDay(new Date(now.getTime() - env().ANALYTICS_RETENTION_DAYS * DAY_MS));
  const { deletedCount } = await AnalyticsHitModel.deleteMany({ day: { $lt: cutoff } });
  return { rolled, deleted: deletedCount };
}

let timer: NodeJS.Timeout | null = null;

/** At start and hourly; a failed run is tried at the next hour. */
export function startAnalyticsRollup(): void {
  if (timer) return;
  const run = () =>
    withDeadline('database', ROLLUP_DEADLINE_MS, () => rollUpAndExpire()).catch((error: unknown) =>
      logWarn('analytics.rollup_failed', 'daily totals not written; tried again in an hour', {
        reason: errorReason(error),
      }),
    );
  void run();
  timer = setInterval(run, ROLLUP_EVERY_MS).unref();
}

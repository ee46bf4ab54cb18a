import { unpackHits } from '@/lib/analytics/hit-batches';
import { AnalyticsHitModel } from '@/models/analytics-hit';

/** Every page view stored in the database, unpacked from its batch (lib/analytics/hit-batches.ts). */
export async function storedHits() {
  return unpackHits(await AnalyticsHitModel.find().lean());
}

import type { QueryFilter } from 'mongoose';
import { errorReason, logWarn } from '@/lib/log/logger';
import { AnalyticsHitModel, type AnalyticsHit, type AnalyticsHitBatch, type StoredHits } from '@/models/analytics-hit';

// A packed view's values: its time (ms since the epoch), then these fields.
const FIELDS = [
  'visitor',
  'path',
  'locale',
  'referrerHost',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'device',
] as const;

/** One document per UTC day, its views packed as one JSON text. */
export function packHits(hits: readonly AnalyticsHit[]): AnalyticsHitBatch[] {
  const byDay = new Map<string, AnalyticsHit[]>();
  for (const hit of hits) {
    const day = byDay.get(hit.day);
    if (day) day.push(hit);
    else byDay.set(hit.day, [hit]);
  }
  return [...byDay].map(([day, views]) => ({
    day,
    at: views[0]!.at,
    count: views.length,
    hits: JSON.stringify(views.map((hit) => [hit.at.getTime(), ...FIELDS.map((field) => hit[field])])),
  }));
}

const isBatch = (doc: StoredHits): doc is AnalyticsHitBatch => typeof (doc as AnalyticsHitBatch).hits === 'string';

function unpackBatch(batch: AnalyticsHitBatch): AnalyticsHit[] {
  const rows: unknown = JSON.parse(batch.hits);
  if (!Array.isArray(rows)) throw new Error(`analytics batch of ${batch.day}: not a list`);
  return rows.map((row: unknown) => {
    if (!Array.isArray(row) || row.length !== FIELDS.length + 1 || typeof row[0] !== 'number') {
      throw new Error(`analytics batch of ${batch.day}: a view is not [time, ${FIELDS.join(', ')}]`);
    }
    const hit = { day: batch.day, at: new Date(row[0]) } as AnalyticsHit;
    FIELDS.forEach((field, i) => (hit[field] = String(row[i + 1] ?? '')));
    return hit;
  });
}

/** Batches and single views alike; an unreadable batch is left out with a warning, costing only its own views. */
export function unpackHits(docs: readonly StoredHits[]): AnalyticsHit[] {
  return docs.flatMap((doc) => {
    if (!isBatch(doc)) return [doc];
    try {
      return unpackBatch(doc);
    } catch (error) {
      logWarn('analytics.batch_unreadable', 'stored page views left out', { day: doc.day, reason: errorReason(error) });
      return [];
    }
  });
}

export async function readHits(filter: QueryFilter<AnalyticsHitBatch> = {}): Promise<AnalyticsHit[]> {
  return unpackHits(await AnalyticsHitModel.find(filter).lean());
}

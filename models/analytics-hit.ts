import mongoose, { Schema, type Model } from 'mongoose';

/**
 * One counted page view. `visitor` is a hash of that UTC day's salt, the address, the user agent
 * and the site (lib/analytics/salt.ts): neither the address nor the user agent is stored, and once
 * the day's salt is deleted the hash cannot be tied to anyone, nor to the same person on another day.
 */
export interface AnalyticsHit {
  /** UTC day, `YYYY-MM-DD`. */
  day: string;
  at: Date;
  visitor: string;
  path: string;
  locale: string;
  referrerHost: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  /** `mobile` (< 640 px), `tablet` (< 1024 px) or `desktop`. */
  device: string;
}

/**
 * The raw page views of one written batch, all of one UTC day, kept for ANALYTICS_RETENTION_DAYS
 * and rolled up into analytics_days. `hits` holds them packed as one JSON text
 * (lib/analytics/hit-batches.ts): stored a document each, FerretDB spent about 10 times the CPU
 * per view (measured by hand, 20,000 views in batches of 200, twice each: 93-103 µs against
 * 8.5-10 µs, and the server's driver 17-29 against 6-8 µs).
 * Documents of one view each, with the fields of AnalyticsHit, were written before and are still read.
 */
export interface AnalyticsHitBatch {
  day: string;
  /** When the first of them came in. */
  at: Date;
  count: number;
  hits: string;
}

/** A stored document: a batch, or one view as written before batches. */
export type StoredHits = AnalyticsHitBatch | AnalyticsHit;

const schema = new Schema<AnalyticsHitBatch>(
  {
    day: { type: String, required: true },
    at: { type: Date, required: true },
    count: { type: Number, required: true },
    hits: { type: String, required: true },
  },
  { versionKey: false, collection: 'analytics_hits' },
);
// The rollup and the retention sweep read and delete by day.
schema.index({ day: 1 });

export const AnalyticsHitModel: Model<AnalyticsHitBatch> =
  (mongoose.models.AnalyticsHit as Model<AnalyticsHitBatch>) ??
  mongoose.model<AnalyticsHitBatch>('AnalyticsHit', schema);

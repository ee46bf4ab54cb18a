import mongoose, { Schema, type Model } from 'mongoose';

/**
 * One UTC day's totals for one key of one dimension, written once the day is over
 * (lib/analytics/rollup.ts) and kept after the raw hits are deleted. Dimension `total` has the
 * key `` and marks the day as rolled up; `page` rows carry the page's language.
 */
export interface AnalyticsDay {
  _id: string;
  day: string;
  dimension: string;
  key: string;
  locale: string;
  views: number;
  /** Distinct visitor hashes that day (a hash never spans two days). */
  visitors: number;
}

const schema = new Schema<AnalyticsDay>(
  {
    _id: { type: String, required: true },
    day: { type: String, required: true },
    dimension: { type: String, required: true },
    key: { type: String, default: '' },
    locale: { type: String, default: '' },
    views: { type: Number, required: true },
    visitors: { type: Number, required: true },
  },
  { versionKey: false, collection: 'analytics_days' },
);
schema.index({ day: 1, dimension: 1 });

export const AnalyticsDayModel: Model<AnalyticsDay> =
  (mongoose.models.AnalyticsDay as Model<AnalyticsDay>) ?? mongoose.model<AnalyticsDay>('AnalyticsDay', schema);

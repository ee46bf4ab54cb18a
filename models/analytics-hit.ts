import mongoose, { Schema, type Model } from 'mongoose';

/**
 * One counted page view, kept raw for ANALYTICS_RETENTION_DAYS and rolled up into
 * analytics_days. `visitor` is a hash of that UTC day's salt, the address, the user agent and the
 * site (lib/analytics/visitor.ts): neither the address nor the user agent is stored, and once the
 * day's salt is deleted the hash cannot be tied to anyone, nor to the same person on another day.
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

const schema = new Schema<AnalyticsHit>(
  {
    day: { type: String, required: true },
    at: { type: Date, required: true },
    visitor: { type: String, required: true },
    path: { type: String, required: true },
    locale: { type: String, required: true },
    referrerHost: { type: String, default: '' },
    utmSource: { type: String, default: '' },
    utmMedium: { type: String, default: '' },
    utmCampaign: { type: String, default: '' },
    device: { type: String, required: true },
  },
  { versionKey: false, collection: 'analytics_hits' },
);
// The rollup and the retention sweep read and delete by day.
schema.index({ day: 1 });

export const AnalyticsHitModel: Model<AnalyticsHit> =
  (mongoose.models.AnalyticsHit as Model<AnalyticsHit>) ?? mongoose.model<AnalyticsHit>('AnalyticsHit', schema);

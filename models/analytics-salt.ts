import mongoose, { Schema, type Model } from 'mongoose';

/**
 * The secret salt of one UTC day (`_id` is the day), shared by every instance through the
 * database and deleted once the day is over, so a hash from yesterday cannot be recomputed today.
 */
export interface AnalyticsSalt {
  _id: string;
  salt: string;
}

const schema = new Schema<AnalyticsSalt>(
  { _id: { type: String, required: true }, salt: { type: String, required: true } },
  { versionKey: false, collection: 'analytics_salts' },
);

export const AnalyticsSaltModel: Model<AnalyticsSalt> =
  (mongoose.models.AnalyticsSalt as Model<AnalyticsSalt>) ?? mongoose.model<AnalyticsSalt>('AnalyticsSalt', schema);

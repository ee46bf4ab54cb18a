import mongoose, { Schema, type Model } from 'mongoose';

// One document per key and time window. Stored in the database so limits hold across restarts
// and instances; old windows are deleted in code (no TTL indexes: the embedded database lacks them).
export interface RateLimitBucket {
  _id: string;
  count: number;
  expiresAt: Date;
}

const schema = new Schema<RateLimitBucket>(
  {
    _id: { type: String, required: true },
    count: { type: Number, required: true },
    expiresAt: { type: Date, required: true, index: true },
  },
  { versionKey: false },
);

export const RateLimitBucketModel: Model<RateLimitBucket> =
  (mongoose.models.RateLimitBucket as Model<RateLimitBucket>) ??
  mongoose.model<RateLimitBucket>('RateLimitBucket', schema);

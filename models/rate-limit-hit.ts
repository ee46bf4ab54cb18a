import mongoose, { Schema, type Model } from 'mongoose';

// One document per counted request. Inserts are atomic on MongoDB and on FerretDB alike, where
// a read-modify-write counter ($inc through findOneAndUpdate) is not: FerretDB 1.x reads, then
// writes, so concurrent hits could be lost. Expired hits are deleted in code (no TTL indexes).
export interface RateLimitHit {
  key: string;
  expiresAt: Date;
}

const schema = new Schema<RateLimitHit>(
  { key: { type: String, required: true }, expiresAt: { type: Date, required: true } },
  { versionKey: false },
);
schema.index({ key: 1, expiresAt: 1 });
schema.index({ expiresAt: 1 });

export const RateLimitHitModel: Model<RateLimitHit> =
  (mongoose.models.RateLimitHit as Model<RateLimitHit>) ?? mongoose.model<RateLimitHit>('RateLimitHit', schema);

import mongoose, { Schema, type Model } from 'mongoose';

// One document per request counted: its _id is `<key>@<window start>#<slot>`, so a window holds
// at most `limit` of them and two requests can never take the same slot. A unique _id insert is
// atomic on MongoDB and on FerretDB alike, where a read-modify-write counter ($inc through
// findOneAndUpdate) is not: FerretDB 1.x reads, then writes. Expired windows are deleted in
// code (no TTL indexes on the embedded database).
interface RateLimitHit {
  _id: string;
  key: string;
  expiresAt: Date;
}

const schema = new Schema<RateLimitHit>(
  {
    _id: { type: String, required: true },
    key: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false },
);
schema.index({ key: 1, expiresAt: 1 });
schema.index({ expiresAt: 1 });

export const RateLimitHitModel: Model<RateLimitHit> =
  (mongoose.models.RateLimitHit as Model<RateLimitHit>) ?? mongoose.model<RateLimitHit>('RateLimitHit', schema);

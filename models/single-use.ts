import mongoose, { Schema, type Model } from 'mongoose';

/**
 * One row per thing that may be used once (a mailed link, a sign-in code's time step, a recovery
 * code), `_id` naming it (`reset:<link hash>`, `totp:<person>:<step>`, …). Inserting the row is the
 * use: `_id` is unique on every backend, while a conditional update is not atomic on FerretDB 1.x.
 * Rows are deleted in code once `expiresAt` has passed (no TTL indexes on the embedded database).
 */
interface SingleUse {
  _id: string;
  expiresAt: Date;
}

const schema = new Schema<SingleUse>(
  {
    _id: { type: String, required: true },
    expiresAt: { type: Date, required: true, index: true },
  },
  { versionKey: false, collection: 'single_uses' },
);

export const SingleUseModel: Model<SingleUse> =
  (mongoose.models.SingleUse as Model<SingleUse>) ?? mongoose.model<SingleUse>('SingleUse', schema);

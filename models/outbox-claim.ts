import mongoose, { Schema, type Model } from 'mongoose';

/**
 * One row per delivery attempt, `_id` = `<outbox id>#<attempt number>`. Inserting it is how a
 * sender takes an attempt: `_id` is unique on every backend, while a conditional update is not
 * atomic on FerretDB 1.x (it reads, then writes), so only the insert can decide who sends.
 */
interface OutboxClaim {
  _id: string;
  claimedAt: Date;
}

const schema = new Schema<OutboxClaim>(
  {
    _id: { type: String, required: true },
    claimedAt: { type: Date, required: true, index: true },
  },
  { versionKey: false, collection: 'outbox_claims' },
);

export const OutboxClaimModel: Model<OutboxClaim> =
  (mongoose.models.OutboxClaim as Model<OutboxClaim>) ?? mongoose.model<OutboxClaim>('OutboxClaim', schema);

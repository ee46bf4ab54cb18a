import mongoose, { Schema, type Model } from 'mongoose';

/**
 * A signed-out session: `_id` is the token's jti. Rows are useless once the token itself has
 * expired (12 h), and are deleted in code then (no TTL indexes on the embedded database).
 */
interface RevokedSession {
  _id: string;
  expiresAt: Date;
}

const schema = new Schema<RevokedSession>(
  {
    _id: { type: String, required: true },
    expiresAt: { type: Date, required: true, index: true },
  },
  { versionKey: false, collection: 'revoked_sessions' },
);

export const RevokedSessionModel: Model<RevokedSession> =
  (mongoose.models.RevokedSession as Model<RevokedSession>) ?? mongoose.model<RevokedSession>('RevokedSession', schema);

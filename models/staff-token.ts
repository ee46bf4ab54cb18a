import mongoose, { Schema, type Model, type Types } from 'mongoose';

/**
 * One single-use link sent by mail (an invitation or a password reset). Only the SHA-256 of the
 * link's secret is stored, so a copy of the database holds no usable link. Used links are kept
 * until they would have expired, so a second click says "already used" instead of "unknown".
 */
export interface StaffToken {
  /** SHA-256 (hex) of the secret in the link. */
  _id: string;
  staffId: Types.ObjectId;
  purpose: 'invite' | 'reset';
  expiresAt: Date;
  usedAt: Date | null;
}

const schema = new Schema<StaffToken>(
  {
    _id: { type: String, required: true },
    staffId: { type: Schema.Types.ObjectId, required: true },
    purpose: { type: String, required: true, enum: ['invite', 'reset'] },
    expiresAt: { type: Date, required: true },
    usedAt: { type: Date, default: null },
  },
  { versionKey: false, collection: 'staff_tokens' },
);
schema.index({ staffId: 1, purpose: 1 });

export const StaffTokenModel: Model<StaffToken> =
  (mongoose.models.StaffToken as Model<StaffToken>) ?? mongoose.model<StaffToken>('StaffToken', schema);

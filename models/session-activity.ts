import mongoose, { Schema, type Model } from 'mongoose';

/**
 * When a session (`_id`: the token's jti) last made an authenticated request, kept to a minute, so
 * every instance refuses the same idle session. Rows are deleted in code once the token has expired.
 */
interface SessionActivity {
  _id: string;
  lastSeen: Date;
  expiresAt: Date;
}

const schema = new Schema<SessionActivity>(
  {
    _id: { type: String, required: true },
    lastSeen: { type: Date, required: true },
    expiresAt: { type: Date, required: true, index: true },
  },
  { versionKey: false, collection: 'session_activity' },
);

export const SessionActivityModel: Model<SessionActivity> =
  (mongoose.models.SessionActivity as Model<SessionActivity>) ??
  mongoose.model<SessionActivity>('SessionActivity', schema);

import mongoose, { Schema, type Model, type Types } from 'mongoose';

interface AdminUserDoc {
  _id: Types.ObjectId;
  /** Always "admin": the unique index on it keeps the account single even if two servers start together. */
  role: 'admin';
  username: string;
  /** The author name published on posts (set in the admin area); the login name is never shown. */
  displayName: string;
  passwordHash: string;
  /** Part of every token; bumped when the password changes so older tokens stop working. */
  tokenVersion: number;
  createdAt: Date;
  updatedAt: Date;
}

const schema = new Schema<AdminUserDoc>(
  {
    role: { type: String, required: true, enum: ['admin'], default: 'admin', unique: true },
    username: { type: String, required: true, trim: true },
    displayName: { type: String, default: '', trim: true },
    passwordHash: { type: String, required: true },
    tokenVersion: { type: Number, required: true, default: 0 },
  },
  { timestamps: true, versionKey: false },
);

export const AdminUserModel: Model<AdminUserDoc> =
  (mongoose.models.AdminUser as Model<AdminUserDoc>) ?? mongoose.model<AdminUserDoc>('AdminUser', schema);

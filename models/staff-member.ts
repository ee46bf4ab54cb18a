import mongoose, { Schema, type Model, type Types } from 'mongoose';
import { STAFF_ROLES, STAFF_STATUSES, type StaffRole, type StaffStatus } from '@/lib/constants/staff';

export interface StaffMemberDoc {
  _id: Types.ObjectId;
  /** The sign-in name: the first owner's ADMIN_USERNAME, or an invited person's email address. */
  username: string;
  /** Lower-case; empty for a first owner created from ADMIN_USERNAME until they set one. */
  email: string;
  /** The author name published on posts and shown in the audit log; the login name is never published. */
  displayName: string;
  role: StaffRole;
  status: StaffStatus;
  /** Empty while invited. */
  passwordHash: string;
  /** Part of every token; bumped on a password change, a reset, a role change or disabling, so older tokens stop working. */
  tokenVersion: number;
  lastSignInAt: Date | null;
  /** The confirmed second factor (RFC 6238): its secret sealed with a key derived from the JWT secret. */
  totp: { secret: string; lastStep: number; enabledAt: Date } | null;
  /** A secret shown for set-up but not yet confirmed with a code. */
  totpPending: string;
  /** SHA-256 of each unused recovery code. */
  recoveryCodes: string[];
  createdAt: Date;
  updatedAt: Date;
}

const schema = new Schema<StaffMemberDoc>(
  {
    username: { type: String, required: true, trim: true, unique: true },
    email: { type: String, default: '', trim: true, lowercase: true },
    displayName: { type: String, default: '', trim: true },
    role: { type: String, required: true, enum: STAFF_ROLES },
    status: { type: String, required: true, enum: STAFF_STATUSES, default: 'active' },
    passwordHash: { type: String, default: '' },
    tokenVersion: { type: Number, required: true, default: 0 },
    lastSignInAt: { type: Date, default: null },
    totp: {
      type: new Schema({ secret: String, lastStep: Number, enabledAt: Date }, { _id: false }),
      default: null,
    },
    totpPending: { type: String, default: '' },
    recoveryCodes: { type: [String], default: [] },
  },
  { timestamps: true, versionKey: false, collection: 'staff' },
);
schema.index({ email: 1 });

export const StaffMemberModel: Model<StaffMemberDoc> =
  (mongoose.models.StaffMember as Model<StaffMemberDoc>) ?? mongoose.model<StaffMemberDoc>('StaffMember', schema);

import mongoose, { Schema, type Model, type Types } from 'mongoose';

/** One admin action, written once and never changed (the admin area shows them read-only). */
interface AuditEntry {
  _id: Types.ObjectId;
  at: Date;
  action: string;
  /** What it acted on: a record id, an email address for an erase, a list name for an export. */
  target: string;
  /** The person's login name (for failed sign-ins, the name that was tried). */
  actor: string;
  /** The person's display name when they acted: kept after they are removed from the staff. */
  name: string;
  ip: string;
}

const schema = new Schema<AuditEntry>(
  {
    at: { type: Date, required: true, default: () => new Date() },
    action: { type: String, required: true },
    target: { type: String, default: '' },
    actor: { type: String, default: '' },
    name: { type: String, default: '' },
    ip: { type: String, default: '' },
  },
  { versionKey: false, collection: 'audit_log' },
);
schema.index({ at: -1 });
schema.index({ action: 1, at: -1 });

export const AuditEntryModel: Model<AuditEntry> =
  (mongoose.models.AuditEntry as Model<AuditEntry>) ?? mongoose.model<AuditEntry>('AuditEntry', schema);

import { Schema, type SchemaDefinition, type Types } from 'mongoose';
import { pendingMailSchema, type PendingMail } from './outbox-mail';
import { INBOX_STATUSES, type InboxStatus } from '@/lib/constants/inbox-status';
import { attributionDefinition } from './attribution';
import type { Attribution } from '@/lib/constants/attribution';

/** What every inbox record (an investor inquiry, a contact message) holds beside its own fields. */
export interface InboxRecord extends Attribution {
  _id: Types.ObjectId;
  email: string;
  locale: string;
  /** Where the team is with it (lib/constants/inbox-status.ts); rows stored before the inbox have none and count as new. */
  status: InboxStatus;
  createdAt: Date;
  /** Its mail until copied into the outbox (same _id); null after. */
  pendingMail: PendingMail | null;
}

/** The schema of one kind of inbox record: its own fields first, then the shared ones. */
export function inboxRecordSchema<T extends InboxRecord>(own: SchemaDefinition<T>, collection: string): Schema<T> {
  const schema = new Schema<T>(
    {
      ...own,
      locale: { type: String, default: 'en' },
      status: { type: String, enum: INBOX_STATUSES, default: 'new' },
      createdAt: { type: Date, default: () => new Date(), index: true },
      pendingMail: { type: pendingMailSchema, default: null },
      ...attributionDefinition,
    } as SchemaDefinition<T>,
    { versionKey: false, collection },
  );
  // The inbox lists newest first within a status; email finds a person's records for erasure.
  schema.index({ status: 1, createdAt: -1 });
  schema.index({ email: 1 });
  return schema;
}

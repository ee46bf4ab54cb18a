import mongoose, { Schema, type Model, type Types } from 'mongoose';
import { pendingMailSchema, type PendingMail } from './outbox-mail';
import { INBOX_STATUSES, type InboxStatus } from '@/lib/constants/inbox-status';

/** One message from the contact page, kept whether or not its mail has gone out yet. */
interface ContactMessage {
  _id: Types.ObjectId;
  name: string;
  email: string;
  company: string;
  subject: string;
  message: string;
  locale: string;
  /** Where the team is with it (lib/constants/inbox-status.ts); rows stored before the inbox have none and count as new. */
  status: InboxStatus;
  createdAt: Date;
  /** Its mail until copied into the outbox (same _id); null after. */
  pendingMail: PendingMail | null;
}

const schema = new Schema<ContactMessage>(
  {
    name: { type: String, required: true },
    email: { type: String, required: true },
    company: { type: String, default: '' },
    subject: { type: String, required: true },
    message: { type: String, required: true },
    locale: { type: String, default: 'en' },
    status: { type: String, enum: INBOX_STATUSES, default: 'new' },
    createdAt: { type: Date, default: () => new Date(), index: true },
    pendingMail: { type: pendingMailSchema, default: null },
  },
  { versionKey: false, collection: 'contact_messages' },
);
schema.index({ status: 1, createdAt: -1 });
schema.index({ email: 1 });

export const ContactMessageModel: Model<ContactMessage> =
  (mongoose.models.ContactMessage as Model<ContactMessage>) ?? mongoose.model<ContactMessage>('ContactMessage', schema);

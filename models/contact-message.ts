import mongoose, { Schema, type Model, type Types } from 'mongoose';
import { pendingMailSchema, type PendingMail } from './outbox-mail';

/** One message from the contact page, kept whether or not its mail has gone out yet. */
export interface ContactMessage {
  _id: Types.ObjectId;
  name: string;
  email: string;
  company: string;
  subject: string;
  message: string;
  locale: string;
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
    createdAt: { type: Date, default: () => new Date(), index: true },
    pendingMail: { type: pendingMailSchema, default: null },
  },
  { versionKey: false, collection: 'contact_messages' },
);

export const ContactMessageModel: Model<ContactMessage> =
  (mongoose.models.ContactMessage as Model<ContactMessage>) ?? mongoose.model<ContactMessage>('ContactMessage', schema);

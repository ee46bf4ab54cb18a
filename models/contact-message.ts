import mongoose, { type Model } from 'mongoose';
import { inboxRecordSchema, type InboxRecord } from './inbox-record';

/** One message from the contact page, kept whether or not its mail has gone out yet. */
interface ContactMessage extends InboxRecord {
  name: string;
  company: string;
  subject: string;
  message: string;
}

const schema = inboxRecordSchema<ContactMessage>(
  {
    name: { type: String, required: true },
    email: { type: String, required: true },
    company: { type: String, default: '' },
    subject: { type: String, required: true },
    message: { type: String, required: true },
  },
  'contact_messages',
);

export const ContactMessageModel: Model<ContactMessage> =
  (mongoose.models.ContactMessage as Model<ContactMessage>) ?? mongoose.model<ContactMessage>('ContactMessage', schema);

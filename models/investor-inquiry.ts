import mongoose, { Schema, type Model, type Types } from 'mongoose';
import { pendingMailSchema, type PendingMail } from './outbox-mail';
import { INBOX_STATUSES, type InboxStatus } from '@/lib/constants/inbox-status';

/** One investor-interest submission, kept whether or not its mail has gone out yet. */
interface InvestorInquiry {
  _id: Types.ObjectId;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  company: string;
  investment: string;
  title: string;
  locale: string;
  /** Where the team is with it (lib/constants/inbox-status.ts); rows stored before the inbox have none and count as new. */
  status: InboxStatus;
  createdAt: Date;
  /** Its mail until copied into the outbox (same _id); null after. */
  pendingMail: PendingMail | null;
}

const schema = new Schema<InvestorInquiry>(
  {
    firstName: { type: String, required: true },
    lastName: { type: String, required: true },
    phone: { type: String, required: true },
    email: { type: String, required: true },
    company: { type: String, default: '' },
    investment: { type: String, required: true },
    title: { type: String, required: true },
    locale: { type: String, default: 'en' },
    status: { type: String, enum: INBOX_STATUSES, default: 'new' },
    createdAt: { type: Date, default: () => new Date(), index: true },
    pendingMail: { type: pendingMailSchema, default: null },
  },
  { versionKey: false, collection: 'investor_inquiries' },
);
// The inbox lists newest first within a status; email finds a person's records for erasure.
schema.index({ status: 1, createdAt: -1 });
schema.index({ email: 1 });

export const InvestorInquiryModel: Model<InvestorInquiry> =
  (mongoose.models.InvestorInquiry as Model<InvestorInquiry>) ??
  mongoose.model<InvestorInquiry>('InvestorInquiry', schema);

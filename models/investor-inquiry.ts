import mongoose, { type Model } from 'mongoose';
import { inboxRecordSchema, type InboxRecord } from './inbox-record';

/** One investor-interest submission, kept whether or not its mail has gone out yet. */
interface InvestorInquiry extends InboxRecord {
  firstName: string;
  lastName: string;
  phone: string;
  company: string;
  investment: string;
  title: string;
}

const schema = inboxRecordSchema<InvestorInquiry>(
  {
    firstName: { type: String, required: true },
    lastName: { type: String, required: true },
    phone: { type: String, required: true },
    email: { type: String, required: true },
    company: { type: String, default: '' },
    investment: { type: String, required: true },
    title: { type: String, required: true },
  },
  'investor_inquiries',
);

export const InvestorInquiryModel: Model<InvestorInquiry> =
  (mongoose.models.InvestorInquiry as Model<InvestorInquiry>) ??
  mongoose.model<InvestorInquiry>('InvestorInquiry', schema);

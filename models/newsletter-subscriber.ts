import mongoose, { Schema, type Model, type Types } from 'mongoose';
import { SUBSCRIBER_STATUSES, type SubscriberStatus } from '@/lib/constants/inbox-status';
import type { Attribution } from '@/lib/constants/attribution';
import { attributionDefinition } from './attribution';

/**
 * A newsletter address, stored once: `email` is lower-cased and unique. Only the signed
 * confirmation link makes it `confirmed` (double opt-in); rows from before consent was asked
 * have no status and count as `pending`.
 */
export interface NewsletterSubscriber extends Attribution {
  _id: Types.ObjectId;
  email: string;
  source: string;
  locale: string;
  status: SubscriberStatus;
  /** When the last confirmation mail was queued: a repeat subscription resends at most hourly. */
  confirmationSentAt: Date | null;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
  createdAt: Date;
}

const schema = new Schema<NewsletterSubscriber>(
  {
    email: { type: String, required: true, unique: true },
    source: { type: String, required: true },
    locale: { type: String, default: 'en' },
    status: { type: String, enum: SUBSCRIBER_STATUSES, default: 'pending' },
    confirmationSentAt: { type: Date, default: null },
    confirmedAt: { type: Date, default: null },
    unsubscribedAt: { type: Date, default: null },
    createdAt: { type: Date, default: () => new Date() },
    ...attributionDefinition,
  },
  { versionKey: false, collection: 'newsletter_subscribers' },
);
schema.index({ status: 1, createdAt: -1 });
schema.index({ createdAt: -1 });

export const NewsletterSubscriberModel: Model<NewsletterSubscriber> =
  (mongoose.models.NewsletterSubscriber as Model<NewsletterSubscriber>) ??
  mongoose.model<NewsletterSubscriber>('NewsletterSubscriber', schema);

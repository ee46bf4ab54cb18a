import mongoose, { Schema, type Model, type Types } from 'mongoose';

/** A newsletter address, stored once: `email` is lower-cased and unique. */
export interface NewsletterSubscriber {
  _id: Types.ObjectId;
  email: string;
  source: string;
  locale: string;
  createdAt: Date;
}

const schema = new Schema<NewsletterSubscriber>(
  {
    email: { type: String, required: true, unique: true },
    source: { type: String, required: true },
    locale: { type: String, default: 'en' },
    createdAt: { type: Date, default: () => new Date() },
  },
  { versionKey: false, collection: 'newsletter_subscribers' },
);

export const NewsletterSubscriberModel: Model<NewsletterSubscriber> =
  (mongoose.models.NewsletterSubscriber as Model<NewsletterSubscriber>) ??
  mongoose.model<NewsletterSubscriber>('NewsletterSubscriber', schema);

import mongoose, { Schema, type Model, type Types } from 'mongoose';
import {
  ISSUE_FALLBACKS,
  ISSUE_STATUSES,
  type IssueFallback,
  type IssueStatus,
} from '@/lib/constants/newsletter-issue';

/** One language's version of an issue: empty strings when the issue is not written in it. */
export interface IssueVersion {
  subject: string;
  preheader: string;
  /** Markdown, rendered with the blog's rules (lib/newsletter-issues/markdown.ts). */
  body: string;
}

/**
 * A newsletter issue. Its mails are outbox rows whose _id is derived from (issue, subscriber)
 * (lib/newsletter-issues/send.ts), so queuing it again never makes a second mail.
 */
export interface NewsletterIssue {
  _id: Types.ObjectId;
  /** The web version's address, /newsletter/issues/<slug>; fixed when the issue is created. */
  slug: string;
  en: IssueVersion;
  ar: IssueVersion;
  fallback: IssueFallback;
  status: IssueStatus;
  /** The published post it was started from, if any. */
  postId: Types.ObjectId | null;
  scheduledAt: Date | null;
  sendStartedAt: Date | null;
  sentAt: Date | null;
  /** Who pressed Send (login name), and how many mails were queued. */
  sentBy: string;
  recipients: number;
  /** Counts the saves of its text: a send, schedule or test names the one it acts on (absent: 0). */
  revision: number;
  createdAt: Date;
  updatedAt: Date;
}

const version = new Schema<IssueVersion>(
  {
    subject: { type: String, default: '' },
    preheader: { type: String, default: '' },
    body: { type: String, default: '' },
  },
  { _id: false },
);

const schema = new Schema<NewsletterIssue>(
  {
    slug: { type: String, required: true, unique: true },
    en: { type: version, default: () => ({}) },
    ar: { type: version, default: () => ({}) },
    fallback: { type: String, enum: ISSUE_FALLBACKS, default: 'other' },
    status: { type: String, enum: ISSUE_STATUSES, default: 'draft' },
    postId: { type: Schema.Types.ObjectId, default: null },
    scheduledAt: { type: Date, default: null },
    sendStartedAt: { type: Date, default: null },
    sentAt: { type: Date, default: null },
    sentBy: { type: String, default: '' },
    recipients: { type: Number, default: 0 },
    revision: { type: Number, default: 0 },
  },
  { timestamps: true, versionKey: false, collection: 'newsletter_issues' },
);
// The worker looks for due schedules and unfinished sends; the archive lists sent issues newest first.
schema.index({ status: 1, scheduledAt: 1 });
schema.index({ status: 1, sentAt: -1 });

export const NewsletterIssueModel: Model<NewsletterIssue> =
  (mongoose.models.NewsletterIssue as Model<NewsletterIssue>) ??
  mongoose.model<NewsletterIssue>('NewsletterIssue', schema);

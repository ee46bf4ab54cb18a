import mongoose, { Schema, type Model, type Types } from 'mongoose';
import { MAIL_STATUSES, type MailStatus } from '@/lib/constants/inbox-status';

/**
 * Mail to the team (investor, contact), to a subscriber (confirmation, newsletter), and to a
 * visitor whose form reached the team (acknowledgement).
 */
const OUTBOX_KINDS = ['investor', 'contact', 'confirmation', 'newsletter', 'staff', 'acknowledgement'] as const;
type OutboxKind = (typeof OUTBOX_KINDS)[number];

/**
 * A mail written inside the record it is about (an inquiry, a message), in the same single-document
 * write, then copied to the outbox under the record's own _id and cleared (lib/submissions/store.ts):
 * there is never a moment when the record exists without its mail.
 */
export interface PendingMail {
  from: string;
  to: string;
  replyTo: { name: string; address: string };
  subject: string;
  text: string;
  /** The same text as HTML, each line `dir="auto"` (older records have none). */
  html?: string;
}

export const pendingMailSchema = new Schema<PendingMail>(
  {
    from: { type: String, required: true },
    to: { type: String, required: true },
    replyTo: { name: { type: String, default: '' }, address: { type: String, required: true } },
    subject: { type: String, required: true },
    text: { type: String, required: true },
    html: { type: String, default: '' },
  },
  { _id: false },
);

/**
 * A mail waiting to go out (or gone). A sender owns a row while `lockedUntil` is in the future;
 * it takes each attempt by inserting a unique claim (models/outbox-claim.ts), so two senders
 * never make the same attempt.
 * `failed` is a row that ran out of attempts: kept, logged, and resettable to `pending` by hand;
 * `bounced` a newsletter mail the recipient's server refused for good (5xx): never retried.
 */
export interface OutboxMail {
  _id: Types.ObjectId;
  kind: OutboxKind;
  /** The record the mail is about: the inquiry, the message or the subscriber. */
  refId: Types.ObjectId;
  /** The newsletter issue a `newsletter` mail belongs to (its progress counts read it); else null. */
  issueId: Types.ObjectId | null;
  from: string;
  to: string;
  replyTo: { name: string; address: string };
  subject: string;
  text: string;
  /** An HTML alternative to `text` (newsletter issues); empty for plain-text mail. */
  html: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post on subscriber mail (RFC 8058). */
  headers: Record<string, string>;
  status: MailStatus;
  attempts: number;
  nextAttemptAt: Date;
  lockedUntil: Date;
  lastError: string;
  messageId: string;
  sentAt: Date | null;
  createdAt: Date;
}

const schema = new Schema<OutboxMail>(
  {
    kind: { type: String, required: true, enum: OUTBOX_KINDS },
    refId: { type: Schema.Types.ObjectId, required: true },
    issueId: { type: Schema.Types.ObjectId, default: null },
    from: { type: String, required: true },
    to: { type: String, required: true },
    replyTo: { name: { type: String, default: '' }, address: { type: String, default: '' } },
    subject: { type: String, required: true },
    text: { type: String, required: true },
    html: { type: String, default: '' },
    headers: { type: Schema.Types.Mixed, default: () => ({}) },
    status: { type: String, required: true, enum: MAIL_STATUSES, default: 'pending' },
    attempts: { type: Number, default: 0 },
    nextAttemptAt: { type: Date, default: () => new Date() },
    lockedUntil: { type: Date, default: () => new Date(0) },
    lastError: { type: String, default: '' },
    messageId: { type: String, default: '' },
    sentAt: { type: Date, default: null },
    createdAt: { type: Date, default: () => new Date() },
  },
  { versionKey: false, collection: 'outbox_mails' },
);
schema.index({ status: 1, nextAttemptAt: 1 });
// The inbox reads a record's mail by refId and lists the outbox newest first.
schema.index({ refId: 1 });
schema.index({ createdAt: -1 });
schema.index({ to: 1 });
schema.index({ issueId: 1, status: 1 });

export const OutboxMailModel: Model<OutboxMail> =
  (mongoose.models.OutboxMail as Model<OutboxMail>) ?? mongoose.model<OutboxMail>('OutboxMail', schema);

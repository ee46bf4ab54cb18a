import 'server-only';
import { Types } from 'mongoose';
import { connectDb } from '@/lib/db/connect';
import { derivedObjectId } from '@/lib/db/object-id';
import { env } from '@/lib/config/env';
import { queueMailsOnce } from '@/lib/mail/queue-once';
import { NewsletterIssueModel, type NewsletterIssue } from '@/models/newsletter-issue';
import { issueAudience } from './audience';
import { issueMail } from './mail';

/** The outbox's unique _id makes each subscriber's mail once-only. */
export function issueMailId(issueId: Types.ObjectId, subscriberId: Types.ObjectId): Types.ObjectId {
  return derivedObjectId(`newsletter ${String(issueId)} ${String(subscriberId)}`);
}

const BATCH = 50;

export type QueueResult =
  { ok: true; recipients: number; added: number } | { ok: false; reason: 'noRecipients' | 'gone' };

/** One outbox row per recipient, paced from when sending started; safe to run again at any point (docs/mail.md). */
export async function queueIssue(issueId: Types.ObjectId | string, actor: string): Promise<QueueResult> {
  await connectDb();
  await NewsletterIssueModel.init();
  const issue = await NewsletterIssueModel.findById(issueId).lean();
  if (!issue) return { ok: false, reason: 'gone' };
  // Sent already: nothing more, not even to newcomers.
  if (issue.status === 'sent') return { ok: true, recipients: issue.recipients, added: 0 };
  const audience = await issueAudience(issue);
  if (audience.length === 0) return { ok: false, reason: 'noRecipients' };
  const startedAt = issue.sendStartedAt ?? new Date();
  if (issue.status !== 'sending') {
    await NewsletterIssueModel.updateOne(
      { _id: issue._id },
      { $set: { status: 'sending', sendStartedAt: startedAt, sentBy: actor || issue.sentBy } },
    );
  }
  const perMinute = env().NEWSLETTER_RATE_PER_MINUTE;
  let added = 0;
  for (let start = 0; start < audience.length; start += BATCH) {
    const mails = audience.slice(start, start + BATCH).map((recipient, offset) => ({
      ...issueMail(issue as NewsletterIssue, recipient.lang, recipient),
      _id: issueMailId(issue._id, recipient._id),
      kind: 'newsletter' as const,
      refId: recipient._id,
      issueId: issue._id,
      nextAttemptAt: new Date(startedAt.getTime() + Math.floor((start + offset) / perMinute) * 60_000),
    }));
    added += await queueMailsOnce(mails);
  }
  await NewsletterIssueModel.updateOne(
    { _id: issue._id, status: 'sending' },
    { $set: { status: 'sent', sentAt: new Date(), recipients: audience.length } },
  );
  return { ok: true, recipients: audience.length, added };
}

/** The issue worker's unit: due schedules, and sends an instance left half-done. */
export async function queueDueIssues(now = new Date()): Promise<number> {
  await connectDb();
  const due = await NewsletterIssueModel.find(
    { $or: [{ status: 'scheduled', scheduledAt: { $lte: now } }, { status: 'sending' }] },
    { _id: 1, sentBy: 1 },
  ).lean();
  for (const issue of due) await queueIssue(issue._id, issue.sentBy);
  return due.length;
}

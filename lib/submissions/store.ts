// A record and its mail in one write, and the stranded-mail sweep: "stored" (docs/mail.md, States).
import 'server-only';
import { Types, type Model } from 'mongoose';
import { connectDb } from '@/lib/db/connect';
import { env } from '@/lib/config/env';
import { contactMail, investorMail, type TeamMail } from '@/lib/mail/compose';
import { queueRecordMail } from '@/lib/mail/outbox';
import { acknowledgementMails, queueAcknowledgement } from '@/lib/mail/acknowledgement';
import { queueMailsTogether } from '@/lib/mail/queue-once';
import { insertAllOnce } from '@/lib/db/insert-once';
import { textAsHtml } from '@/lib/mail/html';
import type { ContactInput } from '@/lib/forms/schemas/contact';
import type { InvestorInput } from '@/lib/forms/schemas/investor';
import { ContactMessageModel } from '@/models/contact-message';
import { InvestorInquiryModel } from '@/models/investor-inquiry';
import type { OutboxMail, PendingMail } from '@/models/outbox-mail';
import { isDuplicateKey } from '@/lib/db/errors';

export type SubmissionMeta = { key: string; receivedAt: Date };

const STRANDED_AFTER_MS = 60_000;

type Submission = {
  company?: string;
  website?: string;
  idempotencyKey?: string;
  email: string;
  locale?: string;
  name?: string;
  firstName?: string;
};

// The honeypot and the key (the record's _id) are not record fields.
function recordFields<T extends Submission>(input: T) {
  const copy = { ...input };
  delete copy.website;
  delete copy.idempotencyKey;
  return copy;
}

function addressed(mail: TeamMail): PendingMail {
  const { MAIL_FROM, MAIL_TO } = env();
  return { from: MAIL_FROM, to: MAIL_TO, ...mail, html: textAsHtml(mail.text) };
}

type MailRecord = { _id: Types.ObjectId; pendingMail: PendingMail | null };

/** One insert holds the record and its mail; the key is the _id, so a repeat adds nothing. */
async function insertOnce<T extends MailRecord>(model: Model<T>, doc: Record<string, unknown>): Promise<T> {
  try {
    return (await model.create(doc as unknown as T)).toObject() as T;
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    const existing = await model.findById(doc._id).lean<T>();
    if (!existing) throw error;
    return existing;
  }
}

async function moveMailToOutbox<T extends MailRecord>(kind: OutboxMail['kind'], model: Model<T>, record: T) {
  if (record.pendingMail) {
    await queueRecordMail(kind, record._id, record.pendingMail);
    await model.updateOne({ _id: record._id }, { $set: { pendingMail: null } });
  }
  return record._id;
}

type Compose<I> = (input: I, reference: string, receivedAt: Date) => TeamMail;

function prepare<I extends Submission>(compose: Compose<I>, input: I, meta: SubmissionMeta) {
  const _id = new Types.ObjectId(meta.key);
  const pendingMail = addressed(compose(input, String(_id), meta.receivedAt));
  const doc = { _id, ...recordFields(input), company: input.company ?? '', createdAt: meta.receivedAt, pendingMail };
  return { _id, doc, pendingMail };
}

async function saveWithMail<I extends Submission, T extends MailRecord>(
  kind: OutboxMail['kind'],
  model: Model<T>,
  compose: Compose<I>,
  input: I,
  meta: SubmissionMeta,
): Promise<Types.ObjectId> {
  await connectDb();
  const { _id, doc } = prepare(compose, input, meta);
  const outboxId = await moveMailToOutbox(kind, model, await insertOnce(model, doc));
  await queueAcknowledgement(kind as 'contact' | 'investor', { ...input, _id });
  return outboxId;
}

/**
 * The replay of many submissions: the mails in one write, then the records (docs/mail.md, "While the database is unreachable").
 * A record refused here is stored one at a time; its mail, already queued, is not queued twice.
 */
async function saveManyWithMail<I extends Submission, T extends MailRecord>(
  kind: 'contact' | 'investor',
  model: Model<T>,
  compose: Compose<I>,
  items: { input: I; meta: SubmissionMeta }[],
): Promise<Types.ObjectId[]> {
  await connectDb();
  const prepared = items.map(({ input, meta }) => ({ input, ...prepare(compose, input, meta) }));
  await queueMailsTogether(
    prepared.flatMap(({ _id, input, pendingMail }) => [
      { ...pendingMail, _id, kind, refId: _id },
      ...acknowledgementMails(kind, { ...input, _id }),
    ]),
  );
  await insertAllOnce(
    model,
    prepared.map(({ doc }) => ({ ...doc, pendingMail: null })),
  );
  // The same key twice in the spool sends once.
  return [...new Map(prepared.map(({ _id }) => [String(_id), _id])).values()];
}

export function saveInvestorInquiry(input: InvestorInput, meta: SubmissionMeta): Promise<Types.ObjectId> {
  return saveWithMail('investor', InvestorInquiryModel, investorMail, input, meta);
}

export function saveContactMessage(input: ContactInput, meta: SubmissionMeta): Promise<Types.ObjectId> {
  return saveWithMail('contact', ContactMessageModel, contactMail, input, meta);
}

export function saveInvestorInquiries(items: { input: InvestorInput; meta: SubmissionMeta }[]) {
  return saveManyWithMail('investor', InvestorInquiryModel, investorMail, items);
}

export function saveContactMessages(items: { input: ContactInput; meta: SubmissionMeta }[]) {
  return saveManyWithMail('contact', ContactMessageModel, contactMail, items);
}

/** Queues the mail of records whose write stopped between the insert and the outbox copy; repeatable. */
export async function queueStrandedMail(now = Date.now()): Promise<number> {
  await connectDb();
  const before = new Date(now - STRANDED_AFTER_MS);
  async function sweep<T extends MailRecord>(kind: OutboxMail['kind'], model: Model<T>) {
    const stranded = await model
      .find({ pendingMail: { $ne: null }, createdAt: { $lt: before } })
      .limit(100)
      .lean<T[]>();
    for (const record of stranded) await moveMailToOutbox(kind, model, record);
    return stranded.length;
  }
  return (await sweep('investor', InvestorInquiryModel)) + (await sweep('contact', ContactMessageModel));
}

// Form-to-mail path (docs/mail.md#states), stored: a record and its mail in one write, and the stranded-mail sweep.
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

/** What the form route knows besides the fields: the submission's key and when it arrived. */
export type SubmissionMeta = { key: string; receivedAt: Date };

/** A record whose mail is still inside it this long after its write was interrupted mid-way. */
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

// The honeypot (empty when we get here) and the key (the record's _id) are not record fields.
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

/**
 * One insert holds the record and its mail. The submission's key is the _id, unique on every
 * backend: the same key again (a double click, a retry, a replay from the spool) finds the
 * record already there and adds nothing.
 */
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
  // The page's language is the form's `locale`; a repeat of the same key queues nothing more.
  await queueAcknowledgement(kind as 'contact' | 'investor', { ...input, _id });
  return outboxId;
}

/**
 * The spool's replay of many submissions of one kind: their mails (the team's and the
 * acknowledgements) in one write, then the records in another. Two commits in all, where one at a
 * time took four each (on FerretDB an update of many records is still a commit each, so no mail
 * waits inside these records). Mails first: until the replay removes the spool files, a crash
 * anywhere here replays them again and the keys make every repeat a no-op; a record refused here
 * is stored one at a time, where its mail, already queued, is not queued twice.
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
  // One id per record: the same key twice in the spool (a double click while the database was down) sends once.
  return [...new Map(prepared.map(({ _id }) => [String(_id), _id])).values()];
}

/** Stores an inquiry with its mail; resolves with the outbox id to try sending. */
export function saveInvestorInquiry(input: InvestorInput, meta: SubmissionMeta): Promise<Types.ObjectId> {
  return saveWithMail('investor', InvestorInquiryModel, investorMail, input, meta);
}

/** Stores a contact message with its mail; resolves with the outbox id to try sending. */
export function saveContactMessage(input: ContactInput, meta: SubmissionMeta): Promise<Types.ObjectId> {
  return saveWithMail('contact', ContactMessageModel, contactMail, input, meta);
}

/** The spool's replay of many inquiries at once; resolves with their outbox ids. */
export function saveInvestorInquiries(items: { input: InvestorInput; meta: SubmissionMeta }[]) {
  return saveManyWithMail('investor', InvestorInquiryModel, investorMail, items);
}

/** The spool's replay of many contact messages at once; resolves with their outbox ids. */
export function saveContactMessages(items: { input: ContactInput; meta: SubmissionMeta }[]) {
  return saveManyWithMail('contact', ContactMessageModel, contactMail, items);
}

/**
 * Queues the mail of records whose write was cut off between the insert and the outbox copy
 * (a crash, the database going away). Run by the recovery loop; repeating it is harmless.
 */
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

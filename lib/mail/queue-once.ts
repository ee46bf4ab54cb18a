// Form-to-mail path (docs/mail.md#states), queued: mails stored once per _id (acknowledgements, newsletter issues).
import 'server-only';
import type { Types } from 'mongoose';
import { connectDb } from '@/lib/db/connect';
import { env } from '@/lib/config/env';
import { isDuplicateKey } from '@/lib/db/errors';
import { insertAllOnce } from '@/lib/db/insert-once';
import { OutboxMailModel, type OutboxMail } from '@/models/outbox-mail';
import type { ComposedMail } from './compose';

export type OnceMail = ComposedMail & {
  /** Derived from what the mail is (e.g. issue + subscriber): the same mail always gets the same _id. */
  _id: Types.ObjectId;
  kind: OutboxMail['kind'];
  refId: Types.ObjectId;
  issueId?: Types.ObjectId | null;
  nextAttemptAt?: Date;
};

// From the site, and to the team unless the mail names someone else.
function addressed(mail: OnceMail) {
  const { MAIL_FROM, MAIL_TO } = env();
  return { from: MAIL_FROM, ...mail, to: mail.to ?? MAIL_TO };
}

/**
 * Stores each mail unless a row with its _id is already there, and answers how many were new.
 * The unique _id decides (FerretDB 1.x has no atomic conditional write): a repeat, a second
 * instance or a restart in the middle queues nothing twice and, run to the end, skips no one.
 * No read first: the embedded database reads every row for `_id: {$in: …}` (165 ms per call
 * with 3,000 mails queued, against 13 ms for one _id), which slowed every form post and the
 * spool's replay under load; a refused duplicate costs one index lookup.
 */
export async function queueMailsOnce(mails: OnceMail[]): Promise<number> {
  if (mails.length === 0) return 0;
  await connectDb();
  let added = 0;
  for (const mail of mails) {
    try {
      await OutboxMailModel.create(addressed(mail));
      added += 1;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }
  return added;
}

/**
 * The same as queueMailsOnce, in one write: for the spool's replay, which queues the mails of
 * many submissions at once (one commit on the embedded database instead of one a mail).
 */
export async function queueMailsTogether(mails: OnceMail[]): Promise<number> {
  await connectDb();
  return insertAllOnce(OutboxMailModel, mails.map(addressed));
}

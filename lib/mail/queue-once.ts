// Mails stored once per derived _id: "queued" (docs/mail.md, States).
import 'server-only';
import type { Types } from 'mongoose';
import { connectDb } from '@/lib/db/connect';
import { env } from '@/lib/config/env';
import { isDuplicateKey } from '@/lib/db/errors';
import { insertAllOnce } from '@/lib/db/insert-once';
import { OutboxMailModel, type OutboxMail } from '@/models/outbox-mail';
import type { ComposedMail } from './compose';

export type OnceMail = ComposedMail & {
  /** Derived from what the mail is (e.g. issue + subscriber), so a repeat gets the same _id. */
  _id: Types.ObjectId;
  kind: OutboxMail['kind'];
  refId: Types.ObjectId;
  issueId?: Types.ObjectId | null;
  nextAttemptAt?: Date;
};

function addressed(mail: OnceMail) {
  const { MAIL_FROM, MAIL_TO } = env();
  return { from: MAIL_FROM, ...mail, to: mail.to ?? MAIL_TO };
}

/**
 * Stores each mail unless its _id is there, and answers how many were new. The unique _id decides
 * (FerretDB 1.x has no atomic conditional write), with no read first (docs/performance.md "Numbers behind the constants").
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

/** queueMailsOnce in one write, for the spool's replay. */
export async function queueMailsTogether(mails: OnceMail[]): Promise<number> {
  await connectDb();
  return insertAllOnce(OutboxMailModel, mails.map(addressed));
}

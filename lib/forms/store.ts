import 'server-only';
import { connectDb } from '@/lib/db';
import { contactMail, investorMail } from '@/lib/mail/compose';
import { errorReason, logMail } from '@/lib/mail/log';
import { deliverNow, enqueueMail } from '@/lib/mail/outbox';
import type { ContactInput } from '@/lib/validations/contact';
import type { InvestorInput } from '@/lib/validations/investor';
import { ContactMessageModel } from '@/models/contact-message';
import { InvestorInquiryModel } from '@/models/investor-inquiry';
import type { Types } from 'mongoose';

/** Longest the visitor waits for the first send attempt; after that it finishes in the background. */
const QUICK_SEND_WAIT_MS = 5_000;

// The submission is already stored and its mail queued: a failed or slow first attempt is the
// worker's to retry, never the visitor's problem.
async function trySendingSoon(outboxId: Types.ObjectId): Promise<void> {
  const attempt = deliverNow(outboxId).catch((error: unknown) => {
    logMail('error', 'mail.attempt_error', { outboxId: String(outboxId), reason: errorReason(error) });
  });
  let timer: NodeJS.Timeout | undefined;
  const wait = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, QUICK_SEND_WAIT_MS);
  });
  await Promise.race([attempt, wait]);
  clearTimeout(timer);
}

// An empty honeypot is part of a valid submission but nothing worth storing.
function withoutHoneypot<T extends { website?: string }>(input: T): Omit<T, 'website'> {
  const copy = { ...input };
  delete copy.website;
  return copy;
}

export async function saveInvestorInquiry(input: InvestorInput): Promise<void> {
  await connectDb();
  const inquiry = await InvestorInquiryModel.create({ ...withoutHoneypot(input), company: input.company ?? '' });
  const outboxId = await enqueueMail(
    'investor',
    inquiry._id,
    investorMail(input, String(inquiry._id), inquiry.createdAt),
  );
  await trySendingSoon(outboxId);
}

export async function saveContactMessage(input: ContactInput): Promise<void> {
  await connectDb();
  const message = await ContactMessageModel.create({ ...withoutHoneypot(input), company: input.company ?? '' });
  const outboxId = await enqueueMail(
    'contact',
    message._id,
    contactMail(input, String(message._id), message.createdAt),
  );
  await trySendingSoon(outboxId);
}

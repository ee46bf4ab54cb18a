import 'server-only';
import { connectDb } from '@/lib/db/connect';
import { deliverNow, enqueueMail } from '@/lib/mail/outbox';
import { hitRateLimit } from '@/lib/rate-limit/hits';
import type { NewsletterInput } from '@/lib/forms/schemas/newsletter';
import { NewsletterSubscriberModel, type NewsletterSubscriber } from '@/models/newsletter-subscriber';
import { confirmationMail } from './mail';
import { errorReason, logError } from '@/lib/log/logger';
import { isDuplicateKey } from '@/lib/db/errors';
import { ATTRIBUTION_FIELDS, type Attribution } from '@/lib/constants/attribution';

/** No mail-bombing a stranger. */
const RESEND_AFTER_MS = 60 * 60_000;

async function sendConfirmation(subscriber: Pick<NewsletterSubscriber, '_id' | 'email' | 'locale'>): Promise<void> {
  const outboxId = await enqueueMail('confirmation', subscriber._id, confirmationMail(subscriber));
  await deliverNow(outboxId).catch((error: unknown) => {
    const reason = errorReason(error);
    logError('mail.attempt_error', reason, { outboxId: String(outboxId), reason });
  });
}

/** Old clients send none. */
export function attributionOf(input: Attribution): Attribution {
  return Object.fromEntries(ATTRIBUTION_FIELDS.filter((field) => input[field]).map((field) => [field, input[field]]));
}

/** Double opt-in; the visitor always hears "check your inbox", so nobody learns who is on the list (docs/mail.md). */
export async function subscribeToNewsletter(input: NewsletterInput): Promise<void> {
  await connectDb();
  await NewsletterSubscriberModel.init(); // the unique index must exist before the first write
  const locale = input.locale ?? 'en';
  const existing = await NewsletterSubscriberModel.findOne({ email: input.email }).lean();
  if (!existing) {
    let created;
    try {
      created = await NewsletterSubscriberModel.create({
        email: input.email,
        source: input.source,
        locale,
        status: 'pending',
        confirmationSentAt: new Date(),
        ...attributionOf(input),
      });
    } catch (error) {
      // Two first subscriptions racing: the one the unique index keeps mails.
      if (isDuplicateKey(error)) return;
      throw error;
    }
    return sendConfirmation(created);
  }
  if (existing.status === 'confirmed') return;
  const sentAt = existing.confirmationSentAt?.getTime() ?? 0;
  if (Date.now() - sentAt < RESEND_AFTER_MS) return;
  // Concurrent repeats both pass the check above; the one-slot limit lets one through.
  if (!(await hitRateLimit(`newsletter:confirm:${String(existing._id)}`, 1, RESEND_AFTER_MS)).ok) return;
  await NewsletterSubscriberModel.updateOne(
    { _id: existing._id },
    { $set: { status: 'pending', confirmationSentAt: new Date(), locale } },
  );
  await sendConfirmation({ ...existing, locale });
}

import 'server-only';
import { NewsletterSubscriberModel } from '@/models/newsletter-subscriber';
import { OutboxMailModel, type OutboxMail } from '@/models/outbox-mail';
import { errorReason, logWarn } from '@/lib/log/logger';

const NEVER = new Date(0);

/** A 5xx SMTP reply is permanent (RFC 5321 §4.2.1); 4xx and connection errors are retried. */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** Only newsletter mail bounces: mail to the team or a confirmation keeps being retried. */
export const bounces = (mail: Pick<OutboxMail, 'kind'>) => mail.kind === 'newsletter';

/** Marks this mail and its subscriber `bounced`, and drops the subscriber's other queued newsletter mails. */
export async function markBounced(mail: OutboxMail, error: unknown): Promise<void> {
  const lastError = errorReason(error);
  await OutboxMailModel.updateOne(
    { _id: mail._id, lockedUntil: mail.lockedUntil },
    { $set: { status: 'bounced', lockedUntil: NEVER, lastError } },
  );
  await NewsletterSubscriberModel.updateOne({ _id: mail.refId, status: 'confirmed' }, { $set: { status: 'bounced' } });
  await OutboxMailModel.updateMany(
    { kind: 'newsletter', refId: mail.refId, status: 'pending', lockedUntil: { $lte: new Date() } },
    { $set: { status: 'bounced', lastError: `an earlier mail to this address bounced: ${lastError}` } },
  );
  logWarn('mail.bounced', lastError, { outboxId: String(mail._id), reason: lastError });
}

import 'server-only';
import { connectDb } from '@/lib/db/connect';
import type { SubscriberStatus } from '@/lib/constants/inbox-status';
import { NewsletterSubscriberModel } from '@/models/newsletter-subscriber';
import { verifyLink, type LinkPurpose } from './links';

export type ConsentResult =
  | { ok: true; subscriberId: string; status: SubscriberStatus; changed: boolean }
  | { ok: false; reason: 'invalid' | 'expired' };

export async function inspectLink(token: unknown, purpose: LinkPurpose): Promise<ConsentResult> {
  const link = verifyLink(token, purpose);
  if (!link.ok) return link;
  await connectDb();
  const row = await NewsletterSubscriberModel.findById(link.subscriberId, { status: 1 }).lean();
  // An erased subscriber's links: the same answer as a forged one.
  if (!row) return { ok: false, reason: 'invalid' };
  return { ok: true, subscriberId: link.subscriberId, status: row.status ?? 'pending', changed: false };
}

/** Confirm only turns `pending` to `confirmed` (an old link cannot undo an unsubscribe); unsubscribe always works. */
export async function applyLink(token: unknown, purpose: LinkPurpose): Promise<ConsentResult> {
  const current = await inspectLink(token, purpose);
  if (!current.ok) return current;
  const id = current.subscriberId;
  const now = new Date();
  if (purpose === 'confirm') {
    if (current.status !== 'pending') return current;
    await NewsletterSubscriberModel.updateOne(
      { _id: id, status: { $ne: 'unsubscribed' } },
      { $set: { status: 'confirmed', confirmedAt: now } },
    );
    return { ...current, status: 'confirmed', changed: true };
  }
  if (current.status === 'unsubscribed') return current;
  await NewsletterSubscriberModel.updateOne({ _id: id }, { $set: { status: 'unsubscribed', unsubscribedAt: now } });
  return { ...current, status: 'unsubscribed', changed: true };
}

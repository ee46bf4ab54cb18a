import 'server-only';
import { Types } from 'mongoose';
import { connectDb } from '@/lib/db/connect';
import { derivedObjectId } from '@/lib/db/object-id';
import { insertAllOnce } from '@/lib/db/insert-once';
import { queueMailsTogether, type OnceMail } from '@/lib/mail/queue-once';
import type { NewsletterInput } from '@/lib/forms/schemas/newsletter';
import { OutboxMailModel } from '@/models/outbox-mail';
import { NewsletterSubscriberModel } from '@/models/newsletter-subscriber';
import { confirmationMail } from './mail';
import { attributionOf, subscribeToNewsletter } from './subscribe';

type Item = { input: NewsletterInput; meta: { key: string } };

const confirmationId = (subscriberId: Types.ObjectId) => derivedObjectId(`confirmation ${String(subscriberId)}`);

/** The replay's subscriptions: the list read once (docs/performance.md#numbers-behind-the-constants), confirmations first. */
export async function subscribeMany(items: Item[]): Promise<Types.ObjectId[]> {
  await connectDb();
  await NewsletterSubscriberModel.init(); // the unique index must exist before the first write
  const emails = items.map(({ input }) => input.email);
  const listed = await NewsletterSubscriberModel.find({ email: { $in: emails } }, { email: 1 }).lean();
  const owner = new Map(listed.map((row) => [row.email, String(row._id)]));
  const fresh = new Map<string, { _id: Types.ObjectId; input: NewsletterInput }>();
  const again: NewsletterInput[] = [];
  for (const { input, meta } of items) {
    const known = owner.get(input.email);
    // Listed under this very key: stored by an earlier round of this replay.
    if ((known === undefined || known === meta.key) && !fresh.has(input.email))
      fresh.set(input.email, { _id: new Types.ObjectId(meta.key), input });
    else again.push(input);
  }
  const now = new Date();
  const docs = [...fresh.values()].map(({ _id, input }) => ({
    _id,
    email: input.email,
    source: input.source,
    locale: input.locale ?? 'en',
    status: 'pending',
    confirmationSentAt: now,
    ...attributionOf(input),
  }));
  const mails: OnceMail[] = docs.map((doc) => ({
    ...confirmationMail(doc),
    _id: confirmationId(doc._id),
    kind: 'confirmation',
    refId: doc._id,
  }));
  await queueMailsTogether(mails);
  let queued = mails;
  if ((await insertAllOnce(NewsletterSubscriberModel, docs)) < docs.length) {
    // Added by a live form since the read: that form mails it.
    const stored = await NewsletterSubscriberModel.find(
      { _id: { $in: docs.map(({ _id }) => _id) } },
      { _id: 1 },
    ).lean();
    const kept = new Set(stored.map(({ _id }) => String(_id)));
    const gone = mails.filter(({ refId }) => !kept.has(String(refId))).map(({ _id }) => _id);
    await OutboxMailModel.deleteMany({ _id: { $in: gone } });
    queued = mails.filter(({ refId }) => kept.has(String(refId)));
  }
  for (const input of again) await subscribeToNewsletter(input);
  return queued.map(({ _id }) => _id);
}

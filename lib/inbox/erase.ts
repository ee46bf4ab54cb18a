import 'server-only';
import { connectDb } from '@/lib/db/connect';
import { escapeRegex } from '@/lib/text/normalize';
import { ContactMessageModel } from '@/models/contact-message';
import { InvestorInquiryModel } from '@/models/investor-inquiry';
import { NewsletterSubscriberModel } from '@/models/newsletter-subscriber';
import { OutboxMailModel } from '@/models/outbox-mail';

type EraseCounts = { inquiries: number; messages: number; subscribers: number; mail: number };

/** Erases every record and mail of `email` in any case; one deleteMany per collection (FerretDB), repeatable. */
export async function erasePerson(email: string): Promise<EraseCounts> {
  await connectDb();
  const exact = { $regex: `^${escapeRegex(email.trim())}$`, $options: 'i' };
  const [inquiries, messages, subscribers] = await Promise.all(
    [InvestorInquiryModel, ContactMessageModel, NewsletterSubscriberModel].map((model) =>
      (model as typeof InvestorInquiryModel).find({ email: exact }, { _id: 1 }).lean(),
    ),
  );
  const refIds = [...inquiries!, ...messages!, ...subscribers!].map((row) => row._id);
  // Mail first: should a later step fail, no mail goes out about a record already gone.
  const mail = await OutboxMailModel.deleteMany({
    $or: [{ refId: { $in: refIds } }, { to: exact }, { 'replyTo.address': exact }],
  });
  const [i, m, s] = await Promise.all([
    InvestorInquiryModel.deleteMany({ _id: { $in: inquiries!.map((r) => r._id) } }),
    ContactMessageModel.deleteMany({ _id: { $in: messages!.map((r) => r._id) } }),
    NewsletterSubscriberModel.deleteMany({ _id: { $in: subscribers!.map((r) => r._id) } }),
  ]);
  return { inquiries: i.deletedCount, messages: m.deletedCount, subscribers: s.deletedCount, mail: mail.deletedCount };
}

/** Enough to recognise, not the address itself. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

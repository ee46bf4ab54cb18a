import 'server-only';
import { Types } from 'mongoose';
import { enqueueMail } from '@/lib/mail/outbox';
import { trySendingSoon } from '@/lib/mail/outbox';
import { StaffMemberModel } from '@/models/staff-member';
import type { NewsletterIssue } from '@/models/newsletter-issue';
import { issueLanguages } from './audience';
import { issueMail } from './mail';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function ownAddress(staffId: string): Promise<string | null> {
  const person = await StaffMemberModel.findById(staffId, { email: 1, username: 1 }).lean();
  const address = person?.email || person?.username || '';
  return EMAIL.test(address) ? address : null;
}

/** Subjects marked [Test]; a random subscriber id, so the unsubscribe link changes nothing. */
export async function sendTestMails(issue: NewsletterIssue, address: string): Promise<number> {
  const nobody = new Types.ObjectId();
  const languages = issueLanguages(issue);
  for (const lang of languages) {
    const mail = issueMail(issue, lang, { _id: nobody, email: address, locale: lang });
    const id = await enqueueMail('newsletter', nobody, { ...mail, subject: `[Test] ${mail.subject}` });
    await trySendingSoon(id);
  }
  return languages.length;
}

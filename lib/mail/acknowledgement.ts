// Form-to-mail path (docs/mail.md#states), queued: the visitor's acknowledgement beside the team's mail.
import 'server-only';
import { Types } from 'mongoose';
import { env } from '@/lib/config/env';
import { derivedObjectId } from '@/lib/db/object-id';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { textAsHtml } from './html';
import { queueMailsOnce, type OnceMail } from './queue-once';

const WORDS = { en: en.Acknowledgement, ar: ar.Acknowledgement };

/** What an acknowledgement needs of a stored submission (a contact message or an inquiry). */
type Submitted = { _id: Types.ObjectId; email: string; locale?: string; name?: string; firstName?: string };

/** The acknowledgement of a submission always has this _id: queuing it again adds nothing. */
export const acknowledgementId = (recordId: Types.ObjectId) => derivedObjectId(`acknowledgement ${String(recordId)}`);

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);

/**
 * Queues the one mail that tells a visitor their form reached the team, in the page's language
 * (text and HTML, right to left in Arabic). Nothing with ACK_MAIL=off. It carries nothing the
 * visitor typed but their name, and no link, so a stranger's address typed in the form cannot
 * be used to send anyone content of the sender's choosing.
 */
export async function queueAcknowledgement(kind: 'contact' | 'investor', record: Submitted): Promise<void> {
  await queueMailsOnce(acknowledgementMails(kind, record));
}

/** The acknowledgement to queue for a stored submission: none with ACK_MAIL=off. */
export function acknowledgementMails(kind: 'contact' | 'investor', record: Submitted): OnceMail[] {
  if (env().ACK_MAIL === 'off') return [];
  const lang = record.locale === 'ar' ? 'ar' : 'en';
  const words = WORDS[lang];
  const name = (record.name ?? record.firstName ?? '').slice(0, 80);
  const text = [
    fill(words.greeting, { name }),
    '',
    words.body,
    '',
    fill(words.reference, { reference: String(record._id) }),
    '',
    words.signature,
    '',
    '--',
    words.notice,
  ].join('\n');
  return [
    {
      _id: acknowledgementId(record._id),
      kind: 'acknowledgement',
      refId: record._id,
      to: record.email,
      subject: kind === 'investor' ? words.investorSubject : words.subject,
      text,
      html: textAsHtml(text, lang),
    },
  ];
}

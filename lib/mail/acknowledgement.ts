// Acknowledgement mail: "queued" beside the team's mail (docs/mail.md, States).
import 'server-only';
import { Types } from 'mongoose';
import { env } from '@/lib/config/env';
import { derivedObjectId } from '@/lib/db/object-id';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { textAsHtml } from './html';
import { queueMailsOnce, type OnceMail } from './queue-once';

const WORDS = { en: en.Acknowledgement, ar: ar.Acknowledgement };

type Submitted = { _id: Types.ObjectId; email: string; locale?: string; name?: string; firstName?: string };

/** A fixed _id per record: queuing it again adds nothing. */
export const acknowledgementId = (recordId: Types.ObjectId) => derivedObjectId(`acknowledgement ${String(recordId)}`);

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);

/** Queues the visitor's "we got it" mail in their language; it carries their name and no link, so it cannot carry a stranger's content. */
export async function queueAcknowledgement(kind: 'contact' | 'investor', record: Submitted): Promise<void> {
  await queueMailsOnce(acknowledgementMails(kind, record));
}

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

import 'server-only';
import type { IssueFallback, IssueLanguage } from '@/lib/constants/newsletter-issue';
import { NewsletterSubscriberModel } from '@/models/newsletter-subscriber';
import type { NewsletterIssue } from '@/models/newsletter-issue';

export type Recipient = { _id: NewsletterIssue['_id']; email: string; locale: string; lang: IssueLanguage };

/** Subject and body both present. */
export const issueLanguages = (issue: Pick<NewsletterIssue, 'en' | 'ar'>): IssueLanguage[] =>
  (['en', 'ar'] as const).filter((lang) => issue[lang].subject && issue[lang].body);

export function versionFor(locale: string, written: IssueLanguage[], fallback: IssueFallback): IssueLanguage | null {
  const own: IssueLanguage = locale === 'ar' ? 'ar' : 'en';
  if (written.includes(own)) return own;
  return fallback === 'other' ? (written[0] ?? null) : null;
}

/** Every confirmed subscriber with their version, in _id order (the order mails are paced in). */
export async function issueAudience(issue: Pick<NewsletterIssue, 'en' | 'ar' | 'fallback'>): Promise<Recipient[]> {
  const written = issueLanguages(issue);
  const rows = await NewsletterSubscriberModel.find({ status: 'confirmed' }, { email: 1, locale: 1 })
    .sort({ _id: 1 })
    .lean();
  return rows.flatMap((row) => {
    const lang = versionFor(row.locale, written, issue.fallback);
    return lang ? [{ _id: row._id, email: row.email, locale: row.locale, lang }] : [];
  });
}

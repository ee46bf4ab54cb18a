import 'server-only';
import { connectDb } from '@/lib/db/connect';
import type { IssueLanguage } from '@/lib/constants/newsletter-issue';
import { NewsletterIssueModel } from '@/models/newsletter-issue';
import { issueLanguages } from './audience';

export type PublicIssue = { slug: string; subject: string; preheader: string; body: string; sentAt: Date };

/** The sent issues written in `lang`, newest first: the /newsletter archive. */
export async function archive(lang: IssueLanguage): Promise<PublicIssue[]> {
  await connectDb();
  const rows = await NewsletterIssueModel.find({ status: 'sent' }).sort({ sentAt: -1 }).limit(200).lean();
  return rows
    .filter((row) => issueLanguages(row).includes(lang))
    .map((row) => ({ slug: row.slug, ...row[lang], sentAt: row.sentAt ?? row.updatedAt }));
}

/** A sent issue's web version in `lang`, or null (unknown, not sent, or not written in it). */
export async function webVersion(slug: string, lang: IssueLanguage): Promise<PublicIssue | null> {
  if (!/^[0-9a-z-]{1,40}$/.test(slug)) return null;
  await connectDb();
  const row = await NewsletterIssueModel.findOne({ slug, status: 'sent' }).lean();
  if (!row || !issueLanguages(row).includes(lang)) return null;
  return { slug: row.slug, ...row[lang], sentAt: row.sentAt ?? row.updatedAt };
}

/** Every sent issue's web version paths, per language it is written in: the sitemap's entries. */
export async function webVersionPaths(): Promise<{ lang: IssueLanguage; path: string; sentAt: Date }[]> {
  await connectDb();
  const rows = await NewsletterIssueModel.find({ status: 'sent' }).sort({ sentAt: -1 }).limit(1000).lean();
  return rows.flatMap((row) =>
    issueLanguages(row).map((lang) => ({
      lang,
      path: `/newsletter/issues/${row.slug}`,
      sentAt: row.sentAt ?? row.updatedAt,
    })),
  );
}

import 'server-only';
import { connectDb } from '@/lib/db/connect';
import type { IssueLanguage } from '@/lib/constants/newsletter-issue';
import { publishAddressLookup } from '@/lib/render-gate/known-addresses';
import { NewsletterIssueModel } from '@/models/newsletter-issue';
import { issueLanguages } from './audience';

export type PublicIssue = { slug: string; subject: string; preheader: string; body: string; sentAt: Date };

// An older issue is still served, held to the render gate like a made-up address.
const ARCHIVE_LIMIT = 200;
// The render gate's lookup for issue addresses.
const archived: Partial<Record<IssueLanguage, Set<string>>> = {};

/** The /newsletter archive; each read tells the render gate which addresses exist (none read yet: all known). */
export async function archive(lang: IssueLanguage): Promise<PublicIssue[]> {
  await connectDb();
  const rows = await NewsletterIssueModel.find({ status: 'sent' }).sort({ sentAt: -1 }).limit(ARCHIVE_LIMIT).lean();
  const issues = rows
    .filter((row) => issueLanguages(row).includes(lang))
    .map((row) => ({ slug: row.slug, ...row[lang], sentAt: row.sentAt ?? row.updatedAt }));
  archived[lang] = new Set(issues.map((issue) => issue.slug));
  publishAddressLookup('newsletter/issues', (language, slug) => archived[language]?.has(slug) ?? true);
  return issues;
}

/** Null when unknown, not sent, or not written in `lang`. */
export async function webVersion(slug: string, lang: IssueLanguage): Promise<PublicIssue | null> {
  if (!/^[0-9a-z-]{1,40}$/.test(slug)) return null;
  await connectDb();
  const row = await NewsletterIssueModel.findOne({ slug, status: 'sent' }).lean();
  if (!row || !issueLanguages(row).includes(lang)) return null;
  archived[lang]?.add(row.slug);
  return { slug: row.slug, ...row[lang], sentAt: row.sentAt ?? row.updatedAt };
}

/** The sitemap's entries. */
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

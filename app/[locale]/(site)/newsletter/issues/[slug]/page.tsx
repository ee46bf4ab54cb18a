import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { IssueBody } from '@/components/newsletter/issue-body';
import { LocaleLink } from '@/components/ui/locale-link';
import type { Locale } from '@/i18n/locales';
import { formatPostDate } from '@/lib/posts/format-date';
import { webVersion } from '@/lib/newsletter-issues/public';

type Props = { params: Promise<{ locale: string; slug: string }> };

// Rendered on first request (the build has no database), then cached five minutes: a sent
// issue's text never changes. A 404 is never stored (cache-handler.mjs).
export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

const load = async (params: Props['params']) => {
  const { locale, slug } = await params;
  return { locale: locale as Locale, issue: await webVersion(slug, locale === 'ar' ? 'ar' : 'en') };
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { issue } = await load(params);
  return issue ? { title: issue.subject, description: issue.preheader || undefined } : {};
}

/** A sent issue's web version, linked from its mail: the body read as its mail reads it. */
export default async function NewsletterIssuePage({ params }: Props) {
  const { locale, issue } = await load(params);
  if (!issue) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'NewsletterIssues.issue' });
  return (
    <article className="mx-auto max-w-3xl px-4 pb-24 pt-10 sm:px-6 sm:pt-16">
      <LocaleLink href="/newsletter" className="text-sm font-medium text-muted hover:text-primary">
        {t('back')}
      </LocaleLink>
      <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">{issue.subject}</h1>
      <p className="mt-3 text-sm text-muted">
        {t('sentOn', { date: formatPostDate(issue.sentAt.toISOString(), locale) })}
      </p>
      <div className="mt-6">
        <IssueBody source={issue.body} />
      </div>
    </article>
  );
}

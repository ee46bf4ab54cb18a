import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LocaleLink } from '@/components/ui/locale-link';
import type { Locale } from '@/i18n/locales';
import { formatPostDate } from '@/lib/posts/format-date';
import { archive } from '@/lib/newsletter-issues/public';
import { languageAlternates } from '@/lib/routing/locale-path';

type Props = { params: Promise<{ locale: string }> };

// Read per request: the build has no database, and the list is one small query.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'NewsletterIssues.archive' });
  return {
    title: t('metaTitle'),
    description: t('metaDescription'),
    alternates: { languages: languageAlternates('/newsletter') },
  };
}

/** Every sent issue in the page's language, newest first, each linking to its web version. */
export default async function NewsletterArchivePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  const [t, issues] = await Promise.all([
    getTranslations({ locale: locale as Locale, namespace: 'NewsletterIssues.archive' }),
    archive(locale === 'ar' ? 'ar' : 'en'),
  ]);
  return (
    <section className="mx-auto max-w-3xl px-4 pb-24 pt-10 sm:px-6 sm:pt-16">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
      <p className="mt-3 text-muted">{t('intro')}</p>
      {issues.length === 0 && <p className="mt-10 text-muted">{t('empty')}</p>}
      <ul className="mt-10 flex flex-col divide-y divide-border">
        {issues.map((issue) => (
          <li key={issue.slug} className="py-6">
            <LocaleLink href={`/newsletter/issues/${issue.slug}`} className="text-xl font-semibold hover:text-primary">
              {issue.subject}
            </LocaleLink>
            {issue.preheader && <p className="mt-2 text-muted">{issue.preheader}</p>}
            <p className="mt-2 text-sm text-muted">
              {t('sentOn', { date: formatPostDate(issue.sentAt.toISOString(), locale as Locale) })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

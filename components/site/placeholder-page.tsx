import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { localizedMetadata } from '@/lib/page-metadata';

export type PlaceholderSlug =
  | 'features'
  | 'documentation'
  | 'support'
  | 'community'
  | 'privacy'
  | 'terms'
  | 'cookie'
  | 'security'
  | 'api'
  | 'careers'
  | 'press'
  | 'pricing';

type Props = { params: Promise<{ locale: string }> };

/** The spec's twelve "Coming soon..." pages share one page and one metadata function. */
export function createPlaceholderPage(slug: PlaceholderSlug) {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const locale = (await params).locale as Locale;
    const t = await getTranslations({ locale, namespace: 'Placeholder' });
    return localizedMetadata(locale, `/${slug}`, t(slug), t('description'));
  }

  async function Page({ params }: Props) {
    const locale = (await params).locale as Locale;
    setRequestLocale(locale);
    const t = await getTranslations({ locale, namespace: 'Placeholder' });
    return (
      <section className="mx-auto flex max-w-3xl flex-col items-center px-6 py-28 text-center">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{t(slug)}</h1>
        <p className="mt-6 text-lg text-muted">{t('comingSoon')}</p>
      </section>
    );
  }

  return { generateMetadata, Page };
}

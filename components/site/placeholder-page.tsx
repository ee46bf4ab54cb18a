import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { pageMetadata } from '@/lib/page-metadata';
import type { PlaceholderSlug } from '@/lib/pages';

type Props = { params: Promise<{ locale: string }> };

/** The twelve "Coming soon..." pages share one page and one metadata function. */
export function createPlaceholderPage(slug: PlaceholderSlug) {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    return pageMetadata((await params).locale as Locale, `/${slug}`);
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

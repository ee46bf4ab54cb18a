import { getTranslations } from 'next-intl/server';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { metadataFor } from '@/lib/seo/page-metadata';
import type { PlaceholderSlug } from '@/lib/seo/pages';

/** The twelve "Coming soon..." pages share one page and one metadata function. */
export function createPlaceholderPage(slug: PlaceholderSlug) {
  async function Page({ params }: LocaleParams) {
    const locale = await pageLocale(params);
    const t = await getTranslations({ locale, namespace: 'Placeholder' });
    return (
      <section className="mx-auto flex max-w-3xl flex-col items-center px-6 py-28 text-center">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{t(slug)}</h1>
        <p className="mt-6 text-lg text-muted">{t('comingSoon')}</p>
      </section>
    );
  }

  return { generateMetadata: metadataFor(`/${slug}`), Page };
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PostMarkdown } from '@/components/blog/markdown';
import type { Locale } from '@/i18n/locales';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { hasText, readPage } from '@/lib/pages/reads';
import { pageMetadata } from '@/lib/seo/page-metadata';
import type { PlaceholderSlug } from '@/lib/seo/pages';

/**
 * The twelve pages the admin writes (lib/pages) share one page and one metadata function. Until a
 * page has text in a language it shows the "Coming soon..." title and line there, as shipped.
 */
export function createPlaceholderPage(slug: PlaceholderSlug) {
  async function Page({ params }: LocaleParams) {
    const locale = await pageLocale(params);
    const [t, page] = await Promise.all([getTranslations({ locale, namespace: 'Placeholder' }), readPage(slug)]);
    if (hasText(page, locale)) {
      const words = page.text[locale];
      return (
        <article className="mx-auto max-w-3xl px-6 py-20" data-testid="site-page">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{words.title}</h1>
          <PostMarkdown source={words.body} />
        </article>
      );
    }
    return (
      <section className="mx-auto flex max-w-3xl flex-col items-center px-6 py-28 text-center">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{t(slug)}</h1>
        <p className="mt-6 text-lg text-muted">{t('comingSoon')}</p>
      </section>
    );
  }

  async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const locale = (await params).locale as Locale;
    const [metadata, page] = await Promise.all([pageMetadata(locale, `/${slug}`), readPage(slug)]);
    return hasText(page, locale) ? { ...metadata, title: page.text[locale].title } : metadata;
  }

  return { generateMetadata, Page };
}

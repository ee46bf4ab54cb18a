import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { languageAlternates, localePath } from './locale-path';
import { OG_IMAGE_SIZE, ogImagePath } from './seo/og-image';
import { feedAlternates } from './seo/public-pages';

type TitledNamespace =
  | 'HomePage'
  | 'AboutPage'
  | 'ProjectPage'
  | 'EventsPage'
  | 'BlogPage'
  | 'ContactPage'
  | 'InvestmentPage'
  | 'AdminPage'
  | 'Team'
  | 'NotFound';

/** Localized title, description, canonical URL and hreflang alternates for a static page. */
export async function pageMetadata(locale: Locale, namespace: TitledNamespace, path: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace });
  const title = t('metaTitle');
  const description = namespace === 'NotFound' ? t('description') : t('metaDescription');
  return localizedMetadata(locale, path, title, description);
}

export function localizedMetadata(locale: Locale, path: string, title: string, description: string): Metadata {
  const url = localePath(locale, path);
  // The page's own 1200×630 card (app/og), drawing this title and description.
  const image = { url: ogImagePath(locale, path, title, description), ...OG_IMAGE_SIZE, alt: title };
  return {
    title,
    description,
    // A page's alternates replace the layout's, so the feed link is repeated here.
    alternates: { canonical: url, languages: languageAlternates(path), types: feedAlternates(locale) },
    openGraph: {
      title,
      description,
      url,
      locale: locale === 'ar' ? 'ar_MA' : 'en_US',
      type: 'website',
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  };
}

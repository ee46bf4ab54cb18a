import type { Metadata } from 'next';
import type { Locale } from '@/i18n/locales';
import type { LocaleParams } from '@/i18n/page-locale';
import { languageAlternates, localePath } from '@/lib/routing/locale-path';
import { staticPageText, type StaticPagePath } from './pages';
import { OG_IMAGE_SIZE, ogImagePath } from './og-image';
import { feedAlternates } from './public-pages';

export async function pageMetadata(locale: Locale, path: StaticPagePath): Promise<Metadata> {
  const text = await staticPageText(locale, path);
  if (!text) throw new Error(`Not a static page: ${path}`);
  return localizedMetadata(locale, path, text.title, text.description);
}

export function localizedMetadata(locale: Locale, path: string, title: string, description: string): Metadata {
  const url = localePath(locale, path);
  const image = { url: ogImagePath(locale, path, title, description), ...OG_IMAGE_SIZE, alt: title };
  return {
    title,
    description,
    // A page's alternates replace the layout's, so the feed link is repeated.
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

/** `export const generateMetadata = metadataFor('/about');`. */
export function metadataFor(path: StaticPagePath) {
  return async ({ params }: LocaleParams): Promise<Metadata> => pageMetadata((await params).locale as Locale, path);
}

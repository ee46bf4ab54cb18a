import { PAGE_SLUGS, type PageSlug } from '@/lib/constants/site-content';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';

// The static pages, once: metadata, Open Graph cards, placeholder pages and the sitemap read this list.

/** By locale-free path: the message namespace of their words. */
const titledPages = {
  '/': 'HomePage',
  '/about': 'AboutPage',
  '/project': 'ProjectPage',
  '/events': 'EventsPage',
  '/blog': 'BlogPage',
  '/contact': 'ContactPage',
  '/investment': 'InvestmentPage',
  '/team': 'Team',
  '/admin': 'AdminPage',
} as const;

/** Title from the Placeholder messages. */
const placeholderSlugs = PAGE_SLUGS;

type TitledPath = keyof typeof titledPages;
export type PlaceholderSlug = PageSlug;
export type StaticPagePath = TitledPath | `/${PlaceholderSlug}`;

/** Not in the sitemap or feeds. */
const PRIVATE_PATHS: readonly StaticPagePath[] = ['/admin'];

/** Locale-free; the sitemap lists these in each language. */
export const publicPagePaths: readonly StaticPagePath[] = [
  ...(Object.keys(titledPages) as TitledPath[]),
  ...placeholderSlugs.map((slug) => `/${slug}` as const),
].filter((path) => !PRIVATE_PATHS.includes(path));

export type PageText = { title: string; description: string };

function placeholderSlug(path: string): PlaceholderSlug | undefined {
  return placeholderSlugs.find((slug) => `/${slug}` === path);
}

/** Null for a path that is not one. */
export async function staticPageText(locale: Locale, path: string): Promise<PageText | null> {
  if (Object.hasOwn(titledPages, path)) {
    const t = await getTranslations({ locale, namespace: titledPages[path as TitledPath] });
    return { title: t('metaTitle'), description: t('metaDescription') };
  }
  const slug = placeholderSlug(path);
  if (!slug) return null;
  const t = await getTranslations({ locale, namespace: 'Placeholder' });
  return { title: t(slug), description: t('description') };
}

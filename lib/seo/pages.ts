import { PAGE_SLUGS, type PageSlug } from '@/lib/constants/site-content';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';

// The site's static pages, written once. Their metadata (lib/seo/page-metadata.ts), Open Graph cards
// (lib/seo/og-pages.ts), the "Coming soon..." pages (components/site/placeholder-page.tsx) and the
// sitemap (app/sitemap.ts) all read this list, so a page added here is everywhere at once.

/** Pages with content of their own, by locale-free path: the message namespace of their words. */
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

/** The "Coming soon..." pages: a title from the Placeholder messages and one line of text. */
const placeholderSlugs = PAGE_SLUGS;

type TitledPath = keyof typeof titledPages;
export type PlaceholderSlug = PageSlug;
export type StaticPagePath = TitledPath | `/${PlaceholderSlug}`;

/** Not listed in the sitemap or feeds: the admin area. */
const PRIVATE_PATHS: readonly StaticPagePath[] = ['/admin'];

/** Every public static page, as its locale-free path (the sitemap lists these in each language). */
export const publicPagePaths: readonly StaticPagePath[] = [
  ...(Object.keys(titledPages) as TitledPath[]),
  ...placeholderSlugs.map((slug) => `/${slug}` as const),
].filter((path) => !PRIVATE_PATHS.includes(path));

export type PageText = { title: string; description: string };

function placeholderSlug(path: string): PlaceholderSlug | undefined {
  return placeholderSlugs.find((slug) => `/${slug}` === path);
}

/** The title and description of a static page in a locale, or null for a path that is not one. */
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

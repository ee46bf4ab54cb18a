import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { BlogListing } from '@/components/blog/blog-listing';
import type { BlogQuery } from '@/components/blog/blog-query';
import type { Locale } from '@/i18n/locales';
import { findCategory } from '@/lib/posts/categories';
import { MAX_QUERY_LENGTH } from '@/lib/posts/list-params';
import { pageMetadata } from '@/lib/seo/page-metadata';

type SearchParams = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata((await params).locale as Locale, '/blog');
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

function readQuery(searchParams: SearchParams): BlogQuery {
  const page = Number.parseInt(first(searchParams.page), 10);
  return {
    q: first(searchParams.q).trim().slice(0, MAX_QUERY_LENGTH),
    category: findCategory(first(searchParams.category))?.slug ?? null,
    page: Number.isFinite(page) && page > 1 ? Math.min(page, 10_000) : 1,
  };
}

/**
 * Searches, categories and far pages of the blog: rendered per request (reading searchParams
 * makes it dynamic) from reads the data layer caches where their keys are bounded. Plain /blog
 * and its first pages are rewritten (lib/routing/blog-listing.ts) to the cached listing route.
 */
export default async function BlogPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <BlogListing locale={locale} query={readQuery(await searchParams)} />;
}

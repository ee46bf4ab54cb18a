import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { BlogListing } from '@/components/blog/blog-listing';
import type { Locale } from '@/i18n/locales';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { syncPostIndex } from '@/lib/posts/index/live';
import { CACHED_LISTING_PAGES } from '@/lib/routing/blog-listing';

type Props = { params: Promise<{ locale: string; page: string }> };

// Rendered on its first request, not at build time (the build has no database), then served
// from Next's cache until a post is saved (lib/posts/revalidate.ts) or five minutes pass.
export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata((await params).locale as Locale, '/blog');
}

function pageNumber(segment: string): number | null {
  const page = Number(segment);
  return /^[1-9]\d*$/.test(segment) && page <= CACHED_LISTING_PAGES ? page : null;
}

/** The unfiltered blog list, /blog and /blog?page=2..20, reached through a rewrite. */
export default async function CachedBlogListingPage({ params }: Props) {
  const { locale, page: segment } = await params;
  const page = pageNumber(segment);
  if (page === null) notFound();
  setRequestLocale(locale as Locale);
  // Kept once rendered, so first take in what other instances saved a moment ago.
  await syncPostIndex();
  return <BlogListing locale={locale as Locale} query={{ q: '', category: null, page }} />;
}

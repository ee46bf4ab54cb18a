import 'server-only';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { hasNextCache } from '@/lib/cache/next-cache';
import { CACHED_LISTING_PAGES } from '@/lib/routing/blog-listing';
import { listPosts, getPostBySlug } from './queries';
import { POSTS_TAG } from './revalidate';
import { readListingOnce } from './shared-reads';
import type { PostListQuery } from './types';

/**
 * Reads for pages, kept in Next's data cache until a write revalidates POSTS_TAG: unchanged
 * results are served without touching the database, changed ones show on the next request.
 * The time bound lets several instances (each with its own cache) converge after a write made
 * on another one; while the database is down, the last good result keeps being served.
 */
const CACHE_SECONDS = 300;

export const getCachedPostList = unstable_cache((query: PostListQuery) => listPosts(query), ['posts:list'], {
  tags: [POSTS_TAG],
  revalidate: CACHE_SECONDS,
});

// Listings worth caching: no free text (its keys are unbounded and anyone could grow the cache
// without limit) and one of the first pages at a page-aligned offset, the same pages the blog
// keeps cached. That bounds the cache to categories x page sizes x 20 pages, and covers what
// visitors and the spec's clients ask for.
function isCacheable(query: PostListQuery): boolean {
  return !query.q && query.skip % query.limit === 0 && query.skip / query.limit < CACHED_LISTING_PAGES;
}

/**
 * The one read policy for the blog page and GET /api/blogs. On the embedded database every
 * uncached listing scans the collection (about 0.6 s with 10,000 posts: FerretDB 1.x pushes
 * neither sort nor limit down to SQLite), so cacheable listings come from the data cache.
 */
export async function readPostList(query: PostListQuery) {
  if (isCacheable(query) && hasNextCache()) return getCachedPostList(query);
  return readListingOnce(query, () => listPosts(query));
}

const postBySlug = unstable_cache((slug: string) => getPostBySlug(slug), ['posts:slug'], {
  tags: [POSTS_TAG],
  revalidate: CACHE_SECONDS,
});

// The shape slugify() produces: words, then a 6-hex-digit suffix. Anything else cannot be a post,
// so it is answered without a query and without adding an entry to the cache.
const SLUG = /^(?:[\p{L}\p{N}]+-){0,40}[a-f0-9]{6}$/u;

/** One lookup per request, shared by a post page and its generateMetadata. */
export const getCachedPostBySlug = cache(async (slug: string) =>
  slug.length <= 120 && SLUG.test(slug) ? postBySlug(slug) : null,
);

import 'server-only';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { hasNextCache } from '@/lib/cache/next-cache';
import { CACHED_LISTING_PAGES } from '@/lib/routing/blog-listing';
import { resolvePublicSlug, type SlugResolution } from './by-slug';
import { isValidSlug, type PostLanguage } from './language';
import { listPosts } from './queries';
import { POSTS_TAG } from './revalidate';
import { readListingOnce } from './shared-reads';
import type { PostListQuery } from './types';

/**
 * Reads for pages, kept in Next's data cache until a write (or a scheduled post coming due)
 * revalidates POSTS_TAG: unchanged results are served without touching the database, changed
 * ones show on the next request. The time bound lets several instances (each with its own cache)
 * converge after a write made on another one; while the database is down, the last good result
 * keeps being served.
 */
const CACHE_SECONDS = 300;

export const getCachedPostList = unstable_cache((query: PostListQuery) => listPosts(query), ['posts:list:v2'], {
  tags: [POSTS_TAG],
  revalidate: CACHE_SECONDS,
});

// Page sizes worth a cache entry: the blog's (12) and the API's default and cap (50).
const CACHED_LIMITS = [12, 50];

// Listings worth caching: public ones, with no free text (its keys are unbounded and anyone could
// grow the cache without limit), a usual page size, and one of the first pages at a page-aligned
// offset. That bounds the cache to 3 languages x 7 categories x 2 sizes x 20 pages = 840 entries.
function isCacheable(query: PostListQuery): boolean {
  return (
    (query.visibility ?? 'public') === 'public' &&
    !query.q &&
    CACHED_LIMITS.includes(query.limit) &&
    query.skip % query.limit === 0 &&
    query.skip / query.limit < CACHED_LISTING_PAGES
  );
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

// Thrown inside the cached read when nothing matches, so that unstable_cache stores nothing:
// random unknown slugs must not grow the cache (each costs a query instead).
class NoSuchSlug extends Error {}

const bySlug = unstable_cache(
  async (language: PostLanguage, slug: string) => {
    const found = await resolvePublicSlug(language, slug);
    if (!found) throw new NoSuchSlug();
    return found;
  },
  ['posts:slug:v2'],
  { tags: [POSTS_TAG], revalidate: CACHE_SECONDS },
);

/** One lookup per request, shared by a post page, its generateMetadata and its social card. */
export const getCachedPostBySlug = cache(
  async (language: PostLanguage, slug: string): Promise<SlugResolution | null> => {
    // Anything a slug cannot be is answered without a query.
    if (!isValidSlug(slug)) return null;
    if (!hasNextCache()) return resolvePublicSlug(language, slug);
    try {
      return await bySlug(language, slug);
    } catch (error) {
      if (error instanceof NoSuchSlug) return null;
      throw error;
    }
  },
);

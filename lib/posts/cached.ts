import 'server-only';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { listPosts, getPostBySlug } from './queries';
import { POSTS_TAG } from './revalidate';
import type { PostListQuery } from './types';

/**
 * Reads for pages, kept in Next's data cache until a write revalidates POSTS_TAG: unchanged
 * results are served without touching the database, changed ones show on the next request.
 */
export const getCachedPostList = unstable_cache((query: PostListQuery) => listPosts(query), ['posts:list'], {
  tags: [POSTS_TAG],
});

const postBySlug = unstable_cache((slug: string) => getPostBySlug(slug), ['posts:slug'], { tags: [POSTS_TAG] });

// The shape slugify() produces: words, then a 6-hex-digit suffix. Anything else cannot be a post,
// so it is answered without a query and without adding an entry to the cache.
const SLUG = /^(?:[\p{L}\p{N}]+-){0,40}[a-f0-9]{6}$/u;

/** One lookup per request, shared by a post page and its generateMetadata. */
export const getCachedPostBySlug = cache(async (slug: string) =>
  slug.length <= 120 && SLUG.test(slug) ? postBySlug(slug) : null,
);

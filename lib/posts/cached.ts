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

/** One lookup per request, shared by a post page and its generateMetadata. */
export const getCachedPostBySlug = cache((slug: string) => postBySlug(slug));

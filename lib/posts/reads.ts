import 'server-only';
import { cache } from 'react';
import { normalizeSearchText } from '@/lib/text/normalize';
import type { CategoryValue } from './categories';
import { postIndex, syncPostIndex } from './index/live';
import type { SlugFind } from './index/post-index';
import { isValidSlug, type PostLanguage } from './language';
import { listPosts } from './queries';
import type { PostList, PostListQuery } from './types';

// Public reads from the in-memory index; the admin's from the database (./queries.ts).

export async function readPostList(query: PostListQuery): Promise<PostList> {
  if ((query.visibility ?? 'public') !== 'public') return listPosts(query);
  const needle = query.q ? normalizeSearchText(query.q) : '';
  return (await postIndex()).list({
    needle,
    language: query.language,
    category: query.category,
    skip: query.skip,
    limit: query.limit,
    now: Date.now(),
  });
}

/** The post, a redirect, or null (404); memoised per render. */
export const readPostBySlug = cache(async function readPostBySlug(
  language: PostLanguage,
  slug: string,
): Promise<SlugFind | null> {
  if (!isValidSlug(slug)) return null;
  // A cached post page first takes in other instances' latest saves.
  await syncPostIndex();
  return (await postIndex()).findSlug(language, slug, Date.now());
});

export type PostSitemapEntry = {
  id: string;
  slug: string;
  language: PostLanguage;
  translationId: string | null;
  updatedAt: string;
};

// A sitemap file holds at most 50,000 URLs: one per post, and a few dozen static pages.
export const SITEMAP_POST_LIMIT = 48_000;

export async function readSitemapEntries(limit = SITEMAP_POST_LIMIT): Promise<PostSitemapEntry[]> {
  return (await postIndex()).newest(limit, Date.now()).map(({ post }) => ({
    id: post._id,
    slug: post.slug,
    language: post.language,
    translationId: post.translationId,
    updatedAt: post.updatedAt,
  }));
}

/** No content: feeds carry the summary. */
export type PostFeedEntry = {
  slug: string;
  title: string;
  description: string;
  category: CategoryValue;
  author: string;
  date: string;
  updatedAt: string;
};

export async function readFeedEntries(language: PostLanguage, limit: number): Promise<PostFeedEntry[]> {
  return (await postIndex()).newest(limit, Date.now(), language).map(({ post }) => ({
    slug: post.slug,
    title: post.title,
    description: post.description,
    category: post.category,
    author: post.author,
    date: post.date,
    updatedAt: post.updatedAt,
  }));
}

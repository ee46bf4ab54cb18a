import 'server-only';
import { cache } from 'react';
import { normalizeSearchText } from '@/lib/text/normalize';
import type { CategoryValue } from './categories';
import { postIndex, syncPostIndex } from './index/live';
import type { SlugFind } from './index/post-index';
import { isValidSlug, type PostLanguage } from './language';
import { listPosts } from './queries';
import type { PostList, PostListQuery } from './types';

// THE BLOG'S READ PATH: every public read of posts starts here.
// - Listings, search, categories, paging, totals, feeds, sitemap and post pages by slug come from
//   the in-memory index (./index/): built from one read of the collection at start, then kept
//   current by this instance's writes at once, by other instances' writes within two seconds
//   (a change marker read by _id) and by the clock for scheduled posts. Its size is the number of
//   published posts; no visitor input adds anything to it.
// - Pages are cached by Next on top of that: /blog and its first 20 pages (rewritten to
//   /<locale>/blog/list/<n>, lib/routing/blog-listing.ts) and post pages, kept until a write or
//   a scheduled post coming due revalidates them (./revalidate.ts, ./publication-timer.ts) or
//   five minutes pass. Searches, categories and far pages render per request: an index read.
// - The admin's lists (drafts, scheduled) read the database (./queries.ts).
// docs/architecture.md draws the whole map.

/** A page of posts, newest first, with the total that match. */
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

/**
 * What /<language>/blog/<slug> shows: the post, a redirect, or null (404). Memoised for one
 * render (React's cache): a post page's metadata and body share one lookup and one marker read.
 */
export const readPostBySlug = cache(async function readPostBySlug(
  language: PostLanguage,
  slug: string,
): Promise<SlugFind | null> {
  // Anything a slug cannot be is answered without a lookup.
  if (!isValidSlug(slug)) return null;
  // A post page is rendered rarely (then cached), and what it renders is kept: so it first takes
  // in what other instances saved a moment ago (one point read of the change marker, shared by
  // concurrent renders), and never stores a page older than the last save anywhere.
  await syncPostIndex();
  return (await postIndex()).findSlug(language, slug, Date.now());
});

/** What the sitemap needs of a post: its page, and its translation's id to pair alternates. */
export type PostSitemapEntry = {
  id: string;
  slug: string;
  language: PostLanguage;
  translationId: string | null;
  updatedAt: string;
};

// A sitemap file holds at most 50,000 URLs; each post takes one (its own language), and the
// static pages a few dozen more.
export const SITEMAP_POST_LIMIT = 48_000;

/** Public posts of both blogs, newest first. */
export async function readSitemapEntries(limit = SITEMAP_POST_LIMIT): Promise<PostSitemapEntry[]> {
  return (await postIndex()).newest(limit, Date.now()).map(({ post }) => ({
    id: post._id,
    slug: post.slug,
    language: post.language,
    translationId: post.translationId,
    updatedAt: post.updatedAt,
  }));
}

/** What a feed item needs of a post (no content: feeds carry the summary). */
export type PostFeedEntry = {
  slug: string;
  title: string;
  description: string;
  category: CategoryValue;
  author: string;
  date: string;
  updatedAt: string;
};

/** One blog's newest public summaries, newest first. */
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

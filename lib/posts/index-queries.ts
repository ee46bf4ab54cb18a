import 'server-only';
import { unstable_cache } from 'next/cache';
import { connectDb } from '@/lib/db';
import { PostModel } from '@/models/post';
import type { CategoryValue } from './categories';
import type { PostLanguage } from './language';
import { publicFilter } from './queries';
import { POSTS_TAG } from './revalidate';

/** What the sitemap needs of a post: its page, and its translation's id to pair alternates. */
export type PostSitemapEntry = {
  id: string;
  slug: string;
  language: PostLanguage;
  translationId: string | null;
  updatedAt: string;
};

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

// A sitemap file holds at most 50,000 URLs; each post takes one (its own language), and the
// static pages a few dozen more.
export const SITEMAP_POST_LIMIT = 48_000;

/** Public posts of both blogs, newest first: a few small fields, so 10,000 posts stay cheap. */
export async function listPostSitemapEntries(limit = SITEMAP_POST_LIMIT): Promise<PostSitemapEntry[]> {
  await connectDb();
  const docs = await PostModel.find(publicFilter(), { slug: 1, language: 1, translationId: 1, updatedAt: 1 })
    .sort({ publishAt: -1, _id: -1 })
    .limit(limit)
    .lean();
  return docs.map((doc) => ({
    id: String(doc._id),
    slug: doc.slug,
    language: doc.language,
    translationId: doc.translationId ? String(doc.translationId) : null,
    updatedAt: new Date(doc.updatedAt).toISOString(),
  }));
}

/** One blog's newest public summaries, newest first. */
export async function listPostFeedEntries(language: PostLanguage, limit: number): Promise<PostFeedEntry[]> {
  await connectDb();
  const docs = await PostModel.find(
    { ...publicFilter(), language },
    { _id: 0, slug: 1, title: 1, description: 1, category: 1, author: 1, publishAt: 1, updatedAt: 1 },
  )
    .sort({ publishAt: -1, _id: -1 })
    .limit(limit)
    .lean();
  return docs.map(({ publishAt, updatedAt, slug, title, description, category, author }) => ({
    slug,
    title,
    description,
    category,
    author,
    date: new Date(publishAt!).toISOString(),
    updatedAt: new Date(updatedAt).toISOString(),
  }));
}

// Kept in Next's data cache for an hour at most, and dropped at once when a post is saved or
// deleted, or a scheduled one comes due (revalidatePosts expires POSTS_TAG).
const cacheOptions = { tags: [POSTS_TAG], revalidate: 3600 };

export const getCachedPostSitemapEntries = unstable_cache(
  () => listPostSitemapEntries(),
  ['posts:sitemap:v2'],
  cacheOptions,
);

export const getCachedPostFeedEntries = unstable_cache(
  (language: PostLanguage, limit: number) => listPostFeedEntries(language, limit),
  ['posts:feed:v2'],
  cacheOptions,
);

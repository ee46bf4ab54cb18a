import 'server-only';
import { unstable_cache } from 'next/cache';
import { connectDb } from '@/lib/db';
import { PostModel } from '@/models/post';
import type { CategoryValue } from './categories';
import { POSTS_TAG } from './revalidate';

/** What the sitemap needs of a post. */
export type PostSitemapEntry = { slug: string; updatedAt: string };

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

// A sitemap file holds at most 50,000 URLs; each post takes two (English and Arabic), and the
// static pages a few dozen more.
export const SITEMAP_POST_LIMIT = 24_000;

/** Slug and modification time of the newest posts: two small fields, so 10,000 posts stay cheap. */
export async function listPostSitemapEntries(limit = SITEMAP_POST_LIMIT): Promise<PostSitemapEntry[]> {
  await connectDb();
  const docs = await PostModel.find({}, { _id: 0, slug: 1, updatedAt: 1 })
    .sort({ createdAt: -1, _id: -1 })
    .limit(limit)
    .lean<{ slug: string; updatedAt: Date }[]>();
  return docs.map((doc) => ({ slug: doc.slug, updatedAt: new Date(doc.updatedAt).toISOString() }));
}

/** The newest posts' summaries, newest first. */
export async function listPostFeedEntries(limit: number): Promise<PostFeedEntry[]> {
  await connectDb();
  const docs = await PostModel.find(
    {},
    { _id: 0, slug: 1, title: 1, description: 1, category: 1, author: 1, createdAt: 1, updatedAt: 1 },
  )
    .sort({ createdAt: -1, _id: -1 })
    .limit(limit)
    .lean<(Omit<PostFeedEntry, 'date' | 'updatedAt'> & { createdAt: Date; updatedAt: Date })[]>();
  return docs.map(({ createdAt, updatedAt, ...rest }) => ({
    ...rest,
    date: new Date(createdAt).toISOString(),
    updatedAt: new Date(updatedAt).toISOString(),
  }));
}

// Kept in Next's data cache for an hour at most, and dropped at once when a post is saved or
// deleted (revalidatePosts expires POSTS_TAG).
const cacheOptions = { tags: [POSTS_TAG], revalidate: 3600 };

export const getCachedPostSitemapEntries = unstable_cache(
  () => listPostSitemapEntries(),
  ['posts:sitemap'],
  cacheOptions,
);

export const getCachedPostFeedEntries = unstable_cache(
  (limit: number) => listPostFeedEntries(limit),
  ['posts:feed'],
  cacheOptions,
);

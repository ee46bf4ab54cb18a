import type { PostFieldValues, ShownPostField } from '@/lib/constants/post-fields';
import type { CategoryValue } from './categories';
import type { PostLanguage } from './language';

/**
 * A post as pages and the API see it: plain, serializable, ids and dates as strings. Its fields
 * are the shown ones of lib/constants/post-fields.ts (publishAt as ISO 8601 text).
 */
export type Post = { _id: string } & Pick<PostFieldValues<string, string>, ShownPostField> & {
    readingMinutes: number;
    /** ISO 8601 publication time (creation time until first published). */
    date: string;
    updatedAt: string;
  };

/**
 * The API's JSON for a post, compatible with the original site's client (README, "API additions"):
 * the post with `user` (the author again) and `readingTime` in place of readingMinutes.
 */
export type PostJson = Omit<Post, 'readingMinutes'> & { user: string; readingTime: string };

/** 'public': published and due, what visitors see; the rest need the admin token. */
export type PostVisibility = 'public' | 'all' | 'draft' | 'scheduled' | 'published';

export interface PostListQuery {
  q?: string;
  category?: CategoryValue;
  language?: PostLanguage;
  /** Default 'public'. */
  visibility?: PostVisibility;
  limit: number;
  skip: number;
}

export interface PostList {
  items: Post[];
  total: number;
  /** A search stopped counting: more than `total` posts match (lib/posts/index/search.ts). */
  totalIsLowerBound?: boolean;
}

import type { CategoryValue } from './categories';
import type { PostLanguage, PostStatus } from './language';

/** A post as pages and the API see it: plain, serializable, ids and dates as strings. */
export interface Post {
  _id: string;
  title: string;
  description: string;
  content: string;
  category: CategoryValue;
  image: string | null;
  imageAlt: string;
  imageDecorative: boolean;
  /** The author's display name; `author` and `user` in the JSON carry the same value. */
  author: string;
  slug: string;
  language: PostLanguage;
  status: PostStatus;
  /** ISO 8601; null for a draft never given a time. */
  publishAt: string | null;
  translationId: string | null;
  readingMinutes: number;
  /** ISO 8601 publication time (creation time until first published). */
  date: string;
  updatedAt: string;
}

/** The API's JSON for a post, compatible with the original site's client (README, "API additions"). */
export interface PostJson {
  _id: string;
  title: string;
  description: string;
  content: string;
  category: CategoryValue;
  image: string | null;
  user: string;
  author: string;
  readingTime: string;
  date: string;
  slug: string;
  updatedAt: string;
  language: PostLanguage;
  status: PostStatus;
  publishAt: string | null;
  imageAlt: string;
  imageDecorative: boolean;
  translationId: string | null;
}

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
}

import type { CategoryValue } from './categories';

/** A post as pages and the API see it: plain, serializable, ids and dates as strings. */
export interface Post {
  _id: string;
  title: string;
  description: string;
  content: string;
  category: CategoryValue;
  image: string | null;
  /** The author's display name; `author` and `user` in the JSON carry the same value. */
  author: string;
  slug: string;
  readingMinutes: number;
  /** ISO 8601 creation time. */
  date: string;
  updatedAt: string;
}

/** The API's JSON for a post (DESIGN.md), compatible with the spec's client. */
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
}

export interface PostListQuery {
  q?: string;
  category?: CategoryValue;
  limit: number;
  skip: number;
}

export interface PostList {
  items: Post[];
  total: number;
}

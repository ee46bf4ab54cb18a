import type { PostFieldValues, ShownPostField } from '@/lib/constants/post-fields';
import type { CategoryValue } from './categories';
import type { PostLanguage } from './language';

/** Plain and serializable, ids and dates as strings (lib/constants/post-fields.ts). */
export type Post = { _id: string } & Pick<PostFieldValues<string, string>, ShownPostField> & {
    readingMinutes: number;
    /** Creation time until first published. */
    date: string;
    updatedAt: string;
  };

/** Compatible with the original site's client: `user` (the author again) and `readingTime` for readingMinutes. */
export type PostJson = Omit<Post, 'readingMinutes'> & { user: string; readingTime: string };

/** 'public': published and due; the rest need the admin token. */
export type PostVisibility = 'public' | 'all' | 'draft' | 'scheduled' | 'published';

export interface PostListQuery {
  q?: string;
  category?: CategoryValue;
  language?: PostLanguage;
  visibility?: PostVisibility;
  limit: number;
  skip: number;
}

export interface PostList {
  items: Post[];
  total: number;
  /** A search stopped counting: more than `total` match. */
  totalIsLowerBound?: boolean;
}

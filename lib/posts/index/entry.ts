import type { PostDoc } from '@/models/post';
import { toPost } from '../serialize';
import type { Post } from '../types';

export type IndexEntry = {
  post: Post;
  /** publishAt in ms: the public order, and when a scheduled post becomes visible. */
  time: number;
  /** normalizeSearchText(title) + "\n" + normalizeSearchText(description), as stored. */
  searchText: string;
  previousSlugs: string[];
  /** Reassigned when the trigram lists are rebuilt. */
  slot: number;
};

export function isIndexed(doc: Pick<PostDoc, 'status' | 'publishAt'>): boolean {
  return doc.status === 'published' && doc.publishAt != null;
}

export function toIndexEntry(doc: PostDoc): IndexEntry {
  return {
    post: toPost(doc),
    time: new Date(doc.publishAt!).getTime(),
    searchText: doc.searchText,
    previousSlugs: doc.previousSlugs ?? [],
    slot: -1,
  };
}

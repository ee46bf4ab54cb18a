import type { PostDoc } from '@/models/post';
import { toPost } from '../serialize';
import type { Post } from '../types';

/** One published post as the index holds it: what pages and the API show, plus what finds it. */
export type IndexEntry = {
  post: Post;
  /** publishAt in milliseconds: the public order, and when a scheduled post becomes visible. */
  time: number;
  /** normalizeSearchText(title) + "\n" + normalizeSearchText(description), as stored. */
  searchText: string;
  previousSlugs: string[];
  /** Its number in the trigram lists (reassigned when the lists are rebuilt). */
  slot: number;
};

/** Only published posts with a time are ever public (now, or when their time comes). */
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

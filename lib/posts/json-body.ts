import { LRUCache } from 'lru-cache';
import type { Post } from './types';
import { toPostJson } from './serialize';

// Kept by object: the index never changes a post object in place, so a saved post is a new key
// and its old text ages out (docs/performance.md#numbers-behind-the-constants).
/** About 1,000 posts of a few thousand characters, counted at two bytes a character. */
export const POST_JSON_BYTES = 8 * 1024 * 1024;
const kept = new LRUCache<Post, string>({ maxSize: POST_JSON_BYTES, sizeCalculation: (text) => text.length * 2 });

function jsonText(post: Post): string {
  let text = kept.get(post);
  if (text === undefined) {
    text = JSON.stringify(toPostJson(post));
    kept.set(post, text);
  }
  return text;
}

/** The bytes JSON.stringify(posts.map(toPostJson)) gives. */
export function postListJson(posts: readonly Post[]): string {
  return `[${posts.map(jsonText).join(',')}]`;
}

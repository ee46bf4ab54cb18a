import type { Post } from './types';
import { toPostJson } from './serialize';

// Kept by object: the index never changes a post object in place (docs/performance.md#numbers-behind-the-constants).
const MAX_KEPT = 1_000; // a few MB with posts of a few KB of text
const kept = new Map<Post, string>();

function jsonText(post: Post): string {
  let text = kept.get(post);
  if (text === undefined) {
    text = JSON.stringify(toPostJson(post));
    if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as Post);
  } else kept.delete(post);
  kept.set(post, text);
  return text;
}

/** The bytes JSON.stringify(posts.map(toPostJson)) gives. */
export function postListJson(posts: readonly Post[]): string {
  return `[${posts.map(jsonText).join(',')}]`;
}

import type { Post } from './types';
import { toPostJson } from './serialize';

// Each post's JSON text kept by object: the API's lists repeat the same posts, and the index never changes
// a post object in place, so one object always has the same JSON.
const MAX_KEPT = 1_000; // a few MB with posts of a few KB of text
const kept = new Map<Post, string>();

function jsonText(post: Post): string {
  let text = kept.get(post);
  if (text === undefined) {
    text = JSON.stringify(toPostJson(post));
    // The least recently listed goes first: a Map iterates in insertion order.
    if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as Post);
  } else kept.delete(post);
  kept.set(post, text);
  return text;
}

/** The JSON array of the API's post list: the bytes JSON.stringify(posts.map(toPostJson)) gives. */
export function postListJson(posts: readonly Post[]): string {
  return `[${posts.map(jsonText).join(',')}]`;
}

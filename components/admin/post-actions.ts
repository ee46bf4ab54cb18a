import { otherLanguage } from '@/lib/posts/language';
import type { PostJson } from '@/lib/posts/types';
import type { PostSeed } from './blog-form.client';
import type { AdminText } from './labels';

/** "Translate": a new post in the other language, linked to this one, with its category and image. */
export function translationSeed(post: PostJson): PostSeed {
  return {
    language: otherLanguage(post.language),
    translationId: post._id,
    category: post.category,
    image: post.image,
    title: post.title,
  };
}

/** The server's field errors in the page's language where one is known; its own words otherwise. */
export function localizeErrors(errors: Record<string, string>, text: AdminText): Record<string, string> {
  const known: Record<string, string> = { imageAlt: text.imageAltRequired, publishAt: text.dateInvalid };
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, known[field] ?? message]));
}

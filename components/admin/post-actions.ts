import { otherLanguage } from '@/lib/posts/language';
import type { PostJson } from '@/lib/posts/types';
import type { PostSeed } from './post-form.client';

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

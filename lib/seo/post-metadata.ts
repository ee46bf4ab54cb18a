import type { Metadata } from 'next';
import { localePath } from '@/lib/routing/locale-path';
import { localizedMetadata } from '@/lib/seo/page-metadata';
import { postImageUrl } from '@/lib/posts/image-url';
import type { PostLanguage } from '@/lib/posts/language';
import type { Post } from '@/lib/posts/types';
import { postPath } from './public-pages';

export type TranslationLink = { language: PostLanguage; slug: string } | null;

/** Itself and its translation; none without one. */
export function postAlternates(post: Pick<Post, 'language' | 'slug'>, translation: TranslationLink) {
  if (!translation) return undefined;
  const pages = { [post.language]: post.slug, [translation.language]: translation.slug } as Record<string, string>;
  const languages = Object.fromEntries(
    Object.entries(pages).map(([lang, slug]) => [lang, localePath(lang as PostLanguage, postPath(slug))]),
  );
  return { ...languages, 'x-default': languages.en! };
}

export function postMetadata(post: Post, translation: TranslationLink): Metadata {
  const base = localizedMetadata(post.language, `/blog/${post.slug}`, post.title, post.description);
  const cover = postImageUrl(post.image);
  const coverImage = cover ? [{ url: cover, alt: post.imageDecorative ? '' : post.imageAlt || post.title }] : [];
  const card = base.openGraph?.images;
  return {
    ...base,
    alternates: { ...base.alternates, languages: postAlternates(post, translation) },
    authors: [{ name: post.author }],
    openGraph: {
      ...base.openGraph,
      type: 'article',
      publishedTime: post.date,
      modifiedTime: post.updatedAt,
      authors: [post.author],
      // The post's own card first, then its cover.
      images: [...(Array.isArray(card) ? card : card ? [card] : []), ...coverImage],
    },
  };
}

import type { PostDoc } from '@/models/post';
import { readingMinutes, readingTimeLabel } from '@/lib/text/reading-time';
import type { Post, PostJson } from './types';

type LeanPost = Omit<PostDoc, 'searchText' | 'previousSlugs'> & { searchText?: string; previousSlugs?: string[] };

export function toPost(doc: LeanPost): Post {
  return {
    _id: String(doc._id),
    title: doc.title,
    description: doc.description,
    content: doc.content ?? '',
    category: doc.category,
    image: doc.image ?? null,
    imageAlt: doc.imageAlt ?? '',
    imageDecorative: doc.imageDecorative ?? false,
    author: doc.author,
    slug: doc.slug,
    language: doc.language,
    status: doc.status ?? 'published',
    publishAt: doc.publishAt ? new Date(doc.publishAt).toISOString() : null,
    translationId: doc.translationId ? String(doc.translationId) : null,
    readingMinutes: readingMinutes(doc.content || doc.description),
    date: new Date(doc.publishAt ?? doc.createdAt).toISOString(),
    updatedAt: new Date(doc.updatedAt).toISOString(),
  };
}

export function toPostJson(post: Post): PostJson {
  return {
    _id: post._id,
    title: post.title,
    description: post.description,
    content: post.content,
    category: post.category,
    image: post.image,
    user: post.author,
    author: post.author,
    readingTime: readingTimeLabel(post.readingMinutes),
    date: post.date,
    slug: post.slug,
    updatedAt: post.updatedAt,
    language: post.language,
    status: post.status,
    publishAt: post.publishAt,
    imageAlt: post.imageAlt,
    imageDecorative: post.imageDecorative,
    translationId: post.translationId,
  };
}

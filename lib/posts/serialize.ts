import { postFields, type PostFieldName, type ShownPostField } from '@/lib/constants/post-fields';
import type { PostDoc } from '@/models/post';
import { readingMinutes, readingTimeLabel } from '@/lib/text/reading-time';
import type { Post, PostJson } from './types';

type LeanPost = Omit<PostDoc, 'searchText' | 'previousSlugs'> & { searchText?: string; previousSlugs?: string[] };

const shownFields = (Object.keys(postFields) as PostFieldName[]).filter(
  (name): name is ShownPostField => !('internal' in postFields[name]),
);

/** A missing value is the field's default; ids and times are text. */
function shown(name: ShownPostField, value: unknown): unknown {
  const field = postFields[name];
  const given = value ?? ('default' in field ? field.default : undefined);
  if (field.type === 'time') return given ? new Date(given as Date).toISOString() : null;
  if (field.type === 'id') return given ? String(given) : null;
  return given;
}

export function toPost(doc: LeanPost): Post {
  const fields = Object.fromEntries(shownFields.map((name) => [name, shown(name, doc[name])]));
  return {
    _id: String(doc._id),
    ...(fields as Pick<Post, ShownPostField>),
    readingMinutes: readingMinutes(doc.content || doc.description),
    date: new Date(doc.publishAt ?? doc.createdAt).toISOString(),
    updatedAt: new Date(doc.updatedAt).toISOString(),
  };
}

// The original site's fields first: clients reading the JSON as text see the same bytes as before.
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
    revision: post.revision,
    translationOutdated: post.translationOutdated,
  };
}

import 'server-only';
import type { QueryFilter } from 'mongoose';
import { isObjectIdString } from '@/lib/db/object-id';
import { connectDb } from '@/lib/db/connect';
import { escapeRegex, normalizeSearchText } from '@/lib/text/normalize';
import { PostModel, type PostDoc } from '@/models/post';
import { toPost } from './serialize';
import type { Post, PostList, PostListQuery, PostVisibility } from './types';

// The admin's listing, search and count reads; the search field never leaves this layer.
export const PUBLIC_FIELDS = { searchText: 0, previousSlugs: 0 } as const;

export const publicFilter = (now = new Date()): QueryFilter<PostDoc> => ({
  status: 'published',
  publishAt: { $lte: now },
});

function visibilityFilter(visibility: PostVisibility, now: Date): QueryFilter<PostDoc> {
  switch (visibility) {
    case 'public':
    case 'published':
      return publicFilter(now);
    case 'scheduled':
      return { status: 'published', publishAt: { $gt: now } };
    case 'draft':
      return { status: 'draft' };
    case 'all':
      return {};
  }
}

function listFilter({ q, category, language, visibility = 'public' }: PostListQuery): QueryFilter<PostDoc> {
  const filter: QueryFilter<PostDoc> = visibilityFilter(visibility, new Date());
  const needle = q ? normalizeSearchText(q) : '';
  if (needle) filter.searchText = { $regex: escapeRegex(needle) };
  if (category) filter.category = category;
  if (language) filter.language = language;
  return filter;
}

/** Public lists by publication time, the admin's by creation; with the total for X-Total-Count. */
export async function listPosts(query: PostListQuery): Promise<PostList> {
  await connectDb();
  const filter = listFilter(query);
  const sort: Record<string, -1> =
    (query.visibility ?? 'public') === 'all' ? { createdAt: -1, _id: -1 } : { publishAt: -1, _id: -1 };
  const [docs, total] = await Promise.all([
    PostModel.find(filter, PUBLIC_FIELDS).sort(sort).skip(query.skip).limit(query.limit).lean(),
    PostModel.countDocuments(filter),
  ]);
  return { items: docs.map(toPost), total };
}

/** Drafts included: callers decide who may see it. */
export async function getPostById(id: string): Promise<Post | null> {
  if (!isObjectIdString(id)) return null;
  await connectDb();
  const doc = await PostModel.findById(id, PUBLIC_FIELDS).lean();
  return doc ? toPost(doc) : null;
}

export function isPublic(post: Pick<Post, 'status' | 'publishAt'>, now = Date.now()): boolean {
  return post.status === 'published' && post.publishAt !== null && new Date(post.publishAt).getTime() <= now;
}

export async function nextPublication(now = new Date()): Promise<Date | null> {
  await connectDb();
  const doc = await PostModel.findOne({ status: 'published', publishAt: { $gt: now } }, { publishAt: 1 })
    .sort({ publishAt: 1 })
    .lean();
  return doc?.publishAt ?? null;
}

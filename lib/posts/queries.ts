import 'server-only';
import type { QueryFilter } from 'mongoose';
import { isObjectIdString } from './ids';
import { connectDb } from '@/lib/db';
import { escapeRegex, normalizeSearchText } from '@/lib/text/normalize';
import { PostModel, type PostDoc } from '@/models/post';
import { toPost } from './serialize';
import type { Post, PostList, PostListQuery } from './types';

// The search field is only for matching; it never leaves the data layer.
const PUBLIC_FIELDS = { searchText: 0 } as const;

function listFilter({ q, category }: Pick<PostListQuery, 'q' | 'category'>): QueryFilter<PostDoc> {
  const filter: QueryFilter<PostDoc> = {};
  const needle = q ? normalizeSearchText(q) : '';
  if (needle) filter.searchText = { $regex: escapeRegex(needle) };
  if (category) filter.category = category;
  return filter;
}

/** Newest first, with the total that matches (for pagination and X-Total-Count). */
export async function listPosts(query: PostListQuery): Promise<PostList> {
  await connectDb();
  const filter = listFilter(query);
  const [docs, total] = await Promise.all([
    PostModel.find(filter, PUBLIC_FIELDS).sort({ createdAt: -1, _id: -1 }).skip(query.skip).limit(query.limit).lean(),
    PostModel.countDocuments(filter),
  ]);
  return { items: docs.map(toPost), total };
}

export async function getPostById(id: string): Promise<Post | null> {
  if (!isObjectIdString(id)) return null;
  await connectDb();
  const doc = await PostModel.findById(id, PUBLIC_FIELDS).lean();
  return doc ? toPost(doc) : null;
}

export async function getPostBySlug(slug: string): Promise<Post | null> {
  if (!slug || slug.length > 200) return null;
  await connectDb();
  const doc = await PostModel.findOne({ slug }, PUBLIC_FIELDS).lean();
  return doc ? toPost(doc) : null;
}

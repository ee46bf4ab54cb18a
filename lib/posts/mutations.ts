import 'server-only';
import { isObjectIdString } from './ids';
import { connectDb } from '@/lib/db';
import { normalizeSearchText } from '@/lib/text/normalize';
import { slugify } from '@/lib/text/slugify';
import { PostModel } from '@/models/post';
import { defaultCategory, type CategoryValue } from './categories';
import { toPost } from './serialize';
import type { Post } from './types';

export interface NewPost {
  title: string;
  description: string;
  content?: string;
  category?: CategoryValue;
  author: string;
  image: string | null;
}

export type PostChanges = Partial<NewPost> & Pick<NewPost, 'title' | 'description'>;

const searchText = (title: string, description: string) =>
  `${normalizeSearchText(title)}\n${normalizeSearchText(description)}`;

async function ready() {
  await connectDb();
  // Builds the indexes (the unique slug above all) before the first write relies on them.
  await PostModel.init();
}

export async function createPost(input: NewPost): Promise<Post> {
  await ready();
  for (let attempt = 0; ; attempt += 1) {
    try {
      const doc = await PostModel.create({
        ...input,
        content: input.content ?? '',
        category: input.category ?? defaultCategory,
        slug: slugify(input.title),
        searchText: searchText(input.title, input.description),
      });
      return toPost(doc.toObject());
    } catch (error) {
      // A random slug suffix collided: draw another.
      if ((error as { code?: number }).code !== 11000 || attempt >= 3) throw error;
    }
  }
}

/** Applies the given changes; fields left undefined keep their stored values. Null when unknown. */
export async function updatePost(id: string, changes: PostChanges): Promise<{ before: Post; after: Post } | null> {
  if (!isObjectIdString(id)) return null;
  await ready();
  const before = await PostModel.findById(id).lean();
  if (!before) return null;
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const after = await PostModel.findByIdAndUpdate(
    id,
    { $set: { ...set, searchText: searchText(changes.title, changes.description) } },
    { returnDocument: 'after', runValidators: true, lean: true },
  );
  return after ? { before: toPost(before), after: toPost(after) } : null;
}

export async function deletePost(id: string): Promise<Post | null> {
  if (!isObjectIdString(id)) return null;
  await ready();
  const doc = await PostModel.findByIdAndDelete(id).lean();
  return doc ? toPost(doc) : null;
}

export async function postExists(id: string): Promise<boolean> {
  if (!isObjectIdString(id)) return false;
  await connectDb();
  return (await PostModel.exists({ _id: id })) !== null;
}

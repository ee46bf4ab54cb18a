import 'server-only';
import { isObjectIdString } from '@/lib/db/object-id';
import { connectDb } from '@/lib/db/connect';
import { normalizeSearchText } from '@/lib/text/normalize';
import { slugify } from '@/lib/text/slugify';
import { PostModel, type PostDoc } from '@/models/post';
import type { PostFields } from '@/lib/posts/schema';
import { defaultCategory } from './categories';
import { PostFieldError } from './field-error';
import { postsWritten } from './index/live';
import { languageOfText } from './language';
import { toPost } from './serialize';
import { checkTranslation, linkTranslation, unlinkTranslation } from './translations';
import type { Post } from './types';
import { isDuplicateKey } from '@/lib/db/errors';
import { baseRevision, compareAndSet } from '@/lib/revisions/compare-and-set';
import { deleteRevisions } from '@/lib/revisions/store';
import type { Saver } from '@/lib/revisions/types';
import { postKind, savePostRevision } from './history';

export type PostInput = PostFields & { author?: string; image?: string | null };

/** `base` undefined or null: the stored revision. A restore names the revision it brings back. */
export type SaveContext = { who?: Saver; base?: number | null; restoredFrom?: number };

const NOBODY: Saver = { id: null, name: '' };

const searchText = (title: string, description: string) =>
  `${normalizeSearchText(title)}\n${normalizeSearchText(description)}`;

const slugTaken = () => new PostFieldError('slug', 'This slug is already used by another post in this language');

async function ready() {
  await connectDb();
  // Builds the unique language + slug index before the first write relies on it.
  await PostModel.init();
}

/** Original-API clients send no alt: their cover is described by the post's title. */
function coverText(input: PostInput, image: string | null, title: string, stored?: PostDoc) {
  const decorative = input.imageDecorative ?? stored?.imageDecorative ?? false;
  const alt = input.imageAlt ?? stored?.imageAlt ?? '';
  if (!image || decorative || alt) return { imageAlt: decorative ? '' : alt, imageDecorative: decorative };
  if (input.language === undefined) return { imageAlt: title, imageDecorative: false };
  throw new PostFieldError('imageAlt', 'Describe the image, or mark it as decorative');
}

const publishTime = (status: string, publishAt: Date | null | undefined) =>
  status === 'published' ? (publishAt ?? new Date()) : (publishAt ?? null);

export async function createPost(input: PostInput & { author: string }, context: SaveContext = {}): Promise<Post> {
  await ready();
  const language = input.language ?? languageOfText(input.title, input.description);
  const status = input.status ?? 'published';
  const image = input.image ?? null;
  await checkTranslation(input.translationId ?? null, language);
  const doc = await insertWithFreeSlug(input.slug, () =>
    PostModel.create({
      title: input.title,
      description: input.description,
      content: input.content ?? '',
      category: input.category ?? defaultCategory,
      author: input.author,
      image,
      ...coverText(input, image, input.title),
      language,
      status,
      publishAt: publishTime(status, input.publishAt),
      translationId: input.translationId ?? null,
      slug: input.slug ?? slugify(input.title),
      searchText: searchText(input.title, input.description),
      revision: 1,
    }),
  );
  await savePostRevision(null, doc.toObject(), context.who ?? NOBODY, async () => {});
  const linked = await linkTranslation(String(doc._id), input.translationId ?? null, null);
  await postsWritten([String(doc._id), ...linked]);
  return toPost(doc.toObject());
}

/** Only the insert is retried with a new slug suffix, so a later duplicate key never stores the post twice. */
async function insertWithFreeSlug<T>(chosenSlug: string | undefined, insert: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await insert();
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      if (chosenSlug) throw slugTaken();
      if (attempt >= 3) throw error;
    }
  }
}

/** Undefined fields keep their values; null when unknown; RevisionConflict (nothing written) on a stale base. */
export async function updatePost(
  id: string,
  changes: PostInput,
  context: SaveContext = {},
): Promise<{ before: Post; after: Post } | null> {
  if (!isObjectIdString(id)) return null;
  await ready();
  const before = await PostModel.findById(id).lean();
  if (!before) return null;
  const base = baseRevision(context.base, before.revision ?? 0);
  const language = changes.language ?? before.language;
  const status = changes.status ?? before.status;
  const slug = changes.slug ?? before.slug;
  const translationId =
    changes.translationId !== undefined
      ? changes.translationId
      : before.translationId
        ? String(before.translationId)
        : null;
  const image = changes.image !== undefined ? changes.image : before.image;
  // Checked before anything is written.
  if (await PostModel.exists({ _id: { $ne: id }, language, slug })) throw slugTaken();
  await checkTranslation(translationId, language, id);
  const set: Partial<PostDoc> = {
    title: changes.title,
    description: changes.description,
    ...(changes.content !== undefined && { content: changes.content }),
    ...(changes.category !== undefined && { category: changes.category }),
    ...(changes.author !== undefined && { author: changes.author }),
    image,
    ...coverText(changes, image, changes.title, before),
    language,
    status,
    publishAt: publishTime(status, changes.publishAt !== undefined ? changes.publishAt : before.publishAt),
    slug,
    searchText: searchText(changes.title, changes.description),
  };
  // A published post's old address keeps working (a 308).
  const renamed = slug !== before.slug && before.status === 'published';
  const previousSlugs = [...new Set([...(before.previousSlugs ?? []), ...(renamed ? [before.slug] : [])])].filter(
    (s) => s !== slug,
  );
  // Saving is the translator's "done".
  const written = { ...set, previousSlugs, translationId, translationOutdated: false };
  let flagged;
  try {
    flagged = await savePostRevision(
      before,
      { ...before, ...set, translationId: translationId as never, revision: base + 1 },
      context.who ?? NOBODY,
      () => compareAndSet(PostModel, id, base, written),
      context.restoredFrom,
    );
  } catch (error) {
    if (isDuplicateKey(error)) throw slugTaken();
    throw error;
  }
  const after = await PostModel.findById(id).lean();
  if (!after) return null;
  const linked = await linkTranslation(id, translationId, before.translationId ? String(before.translationId) : null);
  await postsWritten([id, flagged, ...linked]);
  return { before: toPost(before), after: toPost(after) };
}

export async function deletePost(id: string): Promise<Post | null> {
  if (!isObjectIdString(id)) return null;
  await ready();
  const doc = await PostModel.findByIdAndDelete(id).lean();
  if (!doc) return null;
  await unlinkTranslation(id);
  await deleteRevisions(postKind, id);
  await postsWritten([id, doc.translationId ? String(doc.translationId) : null]);
  return toPost(doc);
}

export async function postExists(id: string): Promise<boolean> {
  if (!isObjectIdString(id)) return false;
  await connectDb();
  return (await PostModel.exists({ _id: id })) !== null;
}

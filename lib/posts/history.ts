import 'server-only';
import { saveRevision } from '@/lib/revisions/store';
import { changedLanguages } from '@/lib/revisions/translation-state';
import type { RevisionKind, Saver, Snapshot } from '@/lib/revisions/types';
import { PostModel, type PostDoc } from '@/models/post';

/** The words a reader reads, in the post's one language: when they change, its translation may be behind. */
const TRANSLATED = ['title', 'description', 'content', 'imageAlt'] as const;

/** Posts in lib/revisions: each post holds one language, so its text fields are that language's. */
export const postKind: RevisionKind = { name: 'post', languages: { own: TRANSLATED } };

/**
 * The fields a revision keeps and a restore brings back, in the order the diff shows them. Not
 * kept: the cover file (a replaced file is deleted, lib/uploads), the language and the translation
 * link (a restore must not move a post to the other blog or re-link it).
 */
export const POST_REVISION_FIELDS = [
  ...TRANSLATED,
  'category',
  'author',
  'imageDecorative',
  'status',
  'publishAt',
  'slug',
] as const;

type Kept = Pick<PostDoc, (typeof POST_REVISION_FIELDS)[number]>;

export function postSnapshot(doc: Kept): Snapshot {
  return {
    title: doc.title,
    description: doc.description,
    content: doc.content ?? '',
    imageAlt: doc.imageAlt ?? '',
    category: doc.category,
    author: doc.author,
    imageDecorative: doc.imageDecorative ?? false,
    status: doc.status,
    publishAt: doc.publishAt ? new Date(doc.publishAt).toISOString() : null,
    slug: doc.slug,
  };
}

/**
 * Runs one post save under its history (lib/revisions/store.ts saveRevision): `written` is what
 * `write` stores over `before` (null for a new post). When the save changed words a reader reads,
 * the linked translation is marked as possibly outdated; returns its id then, for the index.
 */
export async function savePostRevision(
  before: PostDoc | null,
  written: Partial<PostDoc> & Kept & Pick<PostDoc, 'translationId' | 'revision'>,
  who: Saver,
  write: () => Promise<unknown>,
  restoredFrom?: number,
): Promise<string | null> {
  const itemId = String(before?._id ?? written._id);
  const changed = await saveRevision(
    {
      kind: postKind,
      itemId,
      before: before ? { revision: before.revision ?? 0, snapshot: postSnapshot(before) } : null,
      after: { revision: written.revision, snapshot: postSnapshot(written) },
      who,
      restoredFrom,
    },
    write,
  );
  const translationId = written.translationId ? String(written.translationId) : null;
  if (!before || !translationId || changedLanguages(postKind, changed).length === 0) return null;
  // Not a save of the translation: its updatedAt (the sitemap's lastmod) stays.
  await PostModel.updateOne({ _id: translationId }, { $set: { translationOutdated: true } }, { timestamps: false });
  return translationId;
}

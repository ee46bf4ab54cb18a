import 'server-only';
import { saveRevision } from '@/lib/revisions/store';
import { changedLanguages } from '@/lib/revisions/translation-state';
import type { RevisionKind, Saver, Snapshot } from '@/lib/revisions/types';
import { PostModel, type PostDoc } from '@/models/post';

/** When these change, the translation may be behind. */
const TRANSLATED = ['title', 'description', 'content', 'imageAlt'] as const;

export const postKind: RevisionKind = { name: 'post', languages: { own: TRANSLATED } };

/** Kept and restored, in diff order; not the cover file, the language or the translation link. */
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

/** One post save under its history; a change of reader-facing words marks the translation outdated and returns its id. */
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

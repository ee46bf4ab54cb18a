import 'server-only';
import { readRevision } from '@/lib/revisions/store';
import { postKind } from './history';
import { updatePost, type SaveContext } from './mutations';
import type { CategoryValue } from './categories';
import type { PostStatus } from './language';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A kept revision saved again as a new one; null when unknown; RevisionConflict on a stale base. */
export async function restorePost(id: string, revision: number, context: Omit<SaveContext, 'restoredFrom'>) {
  const kept = await readRevision(postKind, id, revision);
  if (!kept) return null;
  const s = kept.snapshot;
  return updatePost(
    id,
    {
      title: text(s.title),
      description: text(s.description),
      content: text(s.content),
      imageAlt: text(s.imageAlt),
      category: text(s.category) as CategoryValue,
      author: text(s.author) || undefined,
      imageDecorative: s.imageDecorative === true,
      status: text(s.status) as PostStatus,
      publishAt: s.publishAt ? new Date(text(s.publishAt)) : null,
      slug: text(s.slug) || undefined,
    },
    { ...context, restoredFrom: revision },
  );
}

import 'server-only';
import { expireTags } from '@/lib/cache/shared-read';
import type { PageSlug } from '@/lib/constants/site-content';
import { connectDb } from '@/lib/db/connect';
import { withDbDeadline } from '@/lib/db/deadline';
import { isDuplicateKey } from '@/lib/db/errors';
import { baseRevision, compareAndSet } from '@/lib/revisions/compare-and-set';
import { RevisionConflict } from '@/lib/revisions/conflict';
import { changedFields, saveRevision } from '@/lib/revisions/store';
import { outdatedAfterSave } from '@/lib/revisions/translation-state';
import { SitePageModel, type SitePageDoc } from '@/models/site-page';
import { pageKind, pageSnapshot } from './history';
import { loadPage, pageTag, type StoredPage } from './reads';
import type { PageFields } from './schema';

/**
 * The one way a page is saved: both languages, the next revision (never saved: 0) with its history, the tag expired.
 * A stale `baseRevision` throws RevisionConflict; left out (API clients), it applies over the stored one.
 */
export async function writePage(
  staff: { username: string; id?: string; displayName?: string },
  slug: PageSlug,
  { text, baseRevision: given }: PageFields,
  restoredFrom?: number,
): Promise<{ page: StoredPage; previous: StoredPage }> {
  await connectDb();
  const previous = await loadPage(slug);
  const before = await withDbDeadline(() => SitePageModel.findById(slug).lean<SitePageDoc>().exec());
  const base = baseRevision(given, before?.revision ?? 0);
  const snapshots = { before: pageSnapshot(before?.text), after: pageSnapshot(text) };
  // A language the save changed is current again; the other may be behind.
  const outdatedLanguages = before
    ? outdatedAfterSave(pageKind, changedFields(snapshots.before, snapshots.after), before.outdatedLanguages ?? [])
    : [];
  const values = { text, updatedBy: staff.username, outdatedLanguages };
  await saveRevision(
    {
      kind: pageKind,
      itemId: slug,
      before: before ? { revision: base, snapshot: snapshots.before } : null,
      after: { revision: base + 1, snapshot: snapshots.after },
      who: { id: staff.id ?? null, name: staff.displayName || staff.username },
      restoredFrom,
    },
    () =>
      withDbDeadline(async () => {
        if (before) return compareAndSet(SitePageModel, slug, base, values);
        // Of two first saves at once, the second meets the first's _id.
        await SitePageModel.create({ _id: slug, ...values, revision: 1 }).catch((error: unknown) => {
          throw isDuplicateKey(error) ? new RevisionConflict(1) : error;
        });
      }),
  );
  expireTags(pageTag(slug));
  return { page: await loadPage(slug), previous };
}

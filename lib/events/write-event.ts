import 'server-only';
import { expireTags } from '@/lib/cache/shared-read';
import { connectDb } from '@/lib/db/connect';
import { withDbDeadline } from '@/lib/db/deadline';
import { isDuplicateKey } from '@/lib/db/errors';
import { isObjectIdString } from '@/lib/db/object-id';
import { baseRevision, compareAndSet } from '@/lib/revisions/compare-and-set';
import { changedFields, deleteRevisions, saveRevision } from '@/lib/revisions/store';
import { outdatedAfterSave } from '@/lib/revisions/translation-state';
import { SiteEventModel, type SiteEventDoc } from '@/models/site-event';
import { eventKind, eventSnapshot } from './history';
import { EVENTS_TAG } from './reads';
import type { EventFields } from './schema';
import { toPublicEvent } from './serialize';
import type { PublicEvent } from './types';

/** Recorded on the event and in its history. */
export type Staff = { username: string; id?: string; displayName?: string };

export type EventWrite =
  | { ok: true; event: PublicEvent; previous: PublicEvent | null }
  | { ok: false; status: 400 | 404; errors?: Record<string, 'taken'> };

const saver = (staff: Staff) => ({ id: staff.id ?? null, name: staff.displayName || staff.username });

/**
 * The one way an event is saved (`id` null creates revision 1), with its history and the cache tag expired.
 * A stale `fields.baseRevision` throws RevisionConflict; left out (API clients), it applies over the stored one.
 */
export async function writeEvent(
  staff: Staff,
  id: string | null,
  { baseRevision: given, ...fields }: EventFields,
  restoredFrom?: number,
): Promise<EventWrite> {
  await connectDb();
  await SiteEventModel.init();
  const values = { ...fields, updatedBy: staff.username };
  try {
    if (id === null) {
      const created = await withDbDeadline(() => SiteEventModel.create({ ...values, revision: 1 }));
      const doc = created.toObject();
      await saveRevision(
        {
          kind: eventKind,
          itemId: String(doc._id),
          before: null,
          after: { revision: 1, snapshot: eventSnapshot(doc) },
          who: saver(staff),
        },
        async () => {},
      );
      expireTags(EVENTS_TAG);
      return { ok: true, event: toPublicEvent(doc), previous: null };
    }
    if (!isObjectIdString(id)) return { ok: false, status: 404 };
    const before = await withDbDeadline(() => SiteEventModel.findById(id).lean<SiteEventDoc>().exec());
    if (!before) return { ok: false, status: 404 };
    const base = baseRevision(given, before.revision ?? 0);
    const snapshots = { before: eventSnapshot(before), after: eventSnapshot({ ...before, ...values }) };
    // A language the save changed is current again; the other may now be behind it.
    const outdatedLanguages = outdatedAfterSave(
      eventKind,
      changedFields(snapshots.before, snapshots.after),
      before.outdatedLanguages ?? [],
    );
    await saveRevision(
      {
        kind: eventKind,
        itemId: id,
        before: { revision: base, snapshot: snapshots.before },
        after: { revision: base + 1, snapshot: snapshots.after },
        who: saver(staff),
        restoredFrom,
      },
      () => withDbDeadline(() => compareAndSet(SiteEventModel, id, base, { ...values, outdatedLanguages })),
    );
    const stored = await withDbDeadline(() => SiteEventModel.findById(id).lean<SiteEventDoc>().exec());
    expireTags(EVENTS_TAG);
    return { ok: true, event: toPublicEvent(stored ?? before), previous: toPublicEvent(before) };
  } catch (error) {
    if (isDuplicateKey(error)) return { ok: false, status: 400, errors: { slug: 'taken' } };
    throw error;
  }
}

export async function deleteEvent(staff: Staff, id: string): Promise<PublicEvent | null> {
  if (!isObjectIdString(id)) return null;
  await connectDb();
  const gone = await withDbDeadline(() => SiteEventModel.findByIdAndDelete(id).lean<SiteEventDoc>().exec());
  if (!gone) return null;
  await deleteRevisions(eventKind, id);
  expireTags(EVENTS_TAG);
  void staff; // who deleted is recorded in the audit log by the route
  return toPublicEvent(gone);
}

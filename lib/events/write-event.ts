import 'server-only';
import { expireTags } from '@/lib/cache/shared-read';
import { connectDb } from '@/lib/db/connect';
import { withDbDeadline } from '@/lib/db/deadline';
import { isDuplicateKey } from '@/lib/db/errors';
import { isObjectIdString } from '@/lib/db/object-id';
import { SiteEventModel, type SiteEventDoc } from '@/models/site-event';
import { EVENTS_TAG } from './reads';
import type { EventFields } from './schema';
import { toPublicEvent } from './serialize';
import type { PublicEvent } from './types';

/** Who saves: recorded on the event (and by the history the admin shows). */
export type Staff = { username: string };

export type EventWrite =
  | { ok: true; event: PublicEvent; previous: PublicEvent | null }
  | { ok: false; status: 400 | 404; errors?: Record<string, 'taken'> };

/**
 * THE one way an event is saved (created when `id` is null), by the admin API and the seed
 * alike: validated fields in, a new revision number, the cache tag expired so every instance
 * shows it on its next request. `previous` is what it replaced (for history and diffs).
 */
export async function writeEvent(staff: Staff, id: string | null, fields: EventFields): Promise<EventWrite> {
  await connectDb();
  await SiteEventModel.init();
  const values = { ...fields, updatedBy: staff.username };
  try {
    if (id === null) {
      const created = await withDbDeadline(() => SiteEventModel.create({ ...values, revision: 1 }));
      expireTags(EVENTS_TAG);
      return { ok: true, event: toPublicEvent(created.toObject()), previous: null };
    }
    if (!isObjectIdString(id)) return { ok: false, status: 404 };
    const before = await withDbDeadline(() =>
      SiteEventModel.findOneAndUpdate({ _id: id }, { $set: values, $inc: { revision: 1 } })
        .lean<SiteEventDoc>()
        .exec(),
    );
    if (!before) return { ok: false, status: 404 };
    const after = await withDbDeadline(() => SiteEventModel.findById(id).lean<SiteEventDoc>().exec());
    expireTags(EVENTS_TAG);
    return { ok: true, event: toPublicEvent(after ?? before), previous: toPublicEvent(before) };
  } catch (error) {
    if (isDuplicateKey(error)) return { ok: false, status: 400, errors: { slug: 'taken' } };
    throw error;
  }
}

/** Removes an event; false when there was none. */
export async function deleteEvent(staff: Staff, id: string): Promise<PublicEvent | null> {
  if (!isObjectIdString(id)) return null;
  await connectDb();
  const gone = await withDbDeadline(() => SiteEventModel.findByIdAndDelete(id).lean<SiteEventDoc>().exec());
  if (gone) expireTags(EVENTS_TAG);
  void staff; // who deleted is recorded in the audit log by the route
  return gone ? toPublicEvent(gone) : null;
}

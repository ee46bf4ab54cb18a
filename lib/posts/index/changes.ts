import 'server-only';
import { randomUUID } from 'node:crypto';
import { connectDb } from '@/lib/db/connect';
import { upsertRacing } from '@/lib/db/errors';
import { indexState } from './state';

// How instances sharing one database learn that posts changed (docs/architecture.md):
// - every save or delete appends one small document per post it touched to `post_changes`,
//   then sets a new random token on ONE marker document (`markers`, _id "posts");
// - every instance reads that marker by _id every two seconds (a point read, never a scan) and,
//   only when its token moved, reads the recent changes and re-reads those posts by _id.
// Single-document writes only (no transactions on FerretDB): two instances writing at once
// both insert their change rows; the marker keeps the last token, which is still new to readers.

/** Changes older than this are pruned; an instance that has not polled for as long rebuilds. */
export const CHANGE_RETENTION_MS = 10 * 60_000;

// Changes this process made itself are already in its index: they carry its id and are skipped.
const INSTANCE_ID = indexState.instanceId;

type ChangeDoc = { postId: string; at: Date; by: string };
type MarkerDoc = { _id: string; token: string; at: Date };

async function collections() {
  const db = (await connectDb()).connection.db!;
  return { changes: db.collection<ChangeDoc>('post_changes'), markers: db.collection<MarkerDoc>('markers') };
}

/** Records that these posts changed, for the other instances. */
export async function recordPostChanges(postIds: string[]): Promise<void> {
  const { changes, markers } = await collections();
  const at = new Date();
  await changes.insertMany(postIds.map((postId) => ({ postId, at, by: INSTANCE_ID })));
  // The first saves on a new database create the marker, and may do so at the same moment.
  await upsertRacing(() =>
    markers.updateOne({ _id: 'posts' }, { $set: { token: randomUUID(), at } }, { upsert: true }),
  );
  await changes.deleteMany({ at: { $lt: new Date(at.getTime() - CHANGE_RETENTION_MS) } });
}

/** The marker's token: a different value means some post changed since it was last read. */
export async function readChangeMarker(): Promise<string | null> {
  const { markers } = await collections();
  return (await markers.findOne({ _id: 'posts' }))?.token ?? null;
}

/** Changes made since `since` by other instances: change id and post id. */
export async function changesSince(since: Date): Promise<{ id: string; postId: string }[]> {
  const { changes } = await collections();
  const docs = await changes.find({ at: { $gte: since }, by: { $ne: INSTANCE_ID } }).toArray();
  return docs.map((d) => ({ id: String(d._id), postId: d.postId }));
}

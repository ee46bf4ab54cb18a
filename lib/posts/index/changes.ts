import 'server-only';
import { randomUUID } from 'node:crypto';
import { connectDb } from '@/lib/db/connect';
import { upsertRacing } from '@/lib/db/errors';
import { indexState } from './state';

// How instances sharing one database learn of post changes (docs/architecture.md, "The blog's read path"):
// change rows plus one marker token read by _id every 2 s. Single-document writes only (FerretDB).

/** An instance that has not polled for as long rebuilds. */
export const CHANGE_RETENTION_MS = 10 * 60_000;

// Changes this process made are already in its index.
const INSTANCE_ID = indexState.instanceId;

type ChangeDoc = { postId: string; at: Date; by: string };
type MarkerDoc = { _id: string; token: string; at: Date };

async function collections() {
  const db = (await connectDb()).connection.db!;
  return { changes: db.collection<ChangeDoc>('post_changes'), markers: db.collection<MarkerDoc>('markers') };
}

export async function recordPostChanges(postIds: string[]): Promise<void> {
  const { changes, markers } = await collections();
  const at = new Date();
  await changes.insertMany(postIds.map((postId) => ({ postId, at, by: INSTANCE_ID })));
  // The first saves on a new database may create the marker at the same moment.
  await upsertRacing(() =>
    markers.updateOne({ _id: 'posts' }, { $set: { token: randomUUID(), at } }, { upsert: true }),
  );
  await changes.deleteMany({ at: { $lt: new Date(at.getTime() - CHANGE_RETENTION_MS) } });
}

/** A different value means some post changed. */
export async function readChangeMarker(): Promise<string | null> {
  const { markers } = await collections();
  return (await markers.findOne({ _id: 'posts' }))?.token ?? null;
}

/** By other instances. */
export async function changesSince(since: Date): Promise<{ id: string; postId: string }[]> {
  const { changes } = await collections();
  const docs = await changes.find({ at: { $gte: since }, by: { $ne: INSTANCE_ID } }).toArray();
  return docs.map((d) => ({ id: String(d._id), postId: d.postId }));
}

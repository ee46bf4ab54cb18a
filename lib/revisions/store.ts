import 'server-only';
import { connectDb } from '@/lib/db/connect';
import { isDuplicateKey } from '@/lib/db/errors';
import { RevisionModel, type RevisionDoc } from '@/models/revision';
import { RevisionConflict } from './conflict';
import type { RevisionDetail, RevisionKind, RevisionSummary, Saver, Snapshot } from './types';

const keyOf = (kind: string, itemId: string, revision: number) => `${kind}:${itemId}:${revision}`;

/** Compared as JSON: lists and nulls included. */
export function changedFields(before: Snapshot | null, after: Snapshot): string[] {
  if (!before) return [];
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => JSON.stringify(before[name] ?? null) !== JSON.stringify(after[name] ?? null));
}

async function keepOnce(doc: RevisionDoc) {
  try {
    await RevisionModel.create(doc);
  } catch (error) {
    // Already kept: each save's record is the next one's "before".
    if (!isDuplicateKey(error)) throw error;
  }
}

// A claim this old on an item still at the base was left by a process that died mid-save.
const ORPHAN_MS = 60_000;

/** False when another save holds that number (a stale one is taken over). */
async function claim(record: RevisionDoc): Promise<boolean> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await RevisionModel.create(record);
      return true;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    const held = await RevisionModel.findById(record._id, { savedAt: 1 }).lean();
    if (held && Date.now() - new Date(held.savedAt).getTime() < ORPHAN_MS) return false;
    if (held) await RevisionModel.deleteOne({ _id: record._id, savedAt: held.savedAt });
  }
  return false;
}

export type SaveRecord = {
  kind: RevisionKind;
  itemId: string;
  /** Null when the item is new. */
  before: { revision: number; snapshot: Snapshot } | null;
  after: { revision: number; snapshot: Snapshot };
  who: Saver;
  restoredFrom?: number;
};

/**
 * The record of revision base + 1 is inserted first, so one writer gets in (FerretDB 1.24 can match two updates
 * on one base); then `write`, undone on failure. A missing baseline is kept too, so an old item's first edit can be undone.
 */
export async function saveRevision(
  { kind, itemId, before, after, who, restoredFrom }: SaveRecord,
  write: () => Promise<unknown>,
): Promise<string[]> {
  await connectDb();
  const name = kind.name;
  if (before) {
    await keepOnce({
      _id: keyOf(name, itemId, before.revision),
      kind: name,
      itemId,
      revision: before.revision,
      staffId: null,
      staffName: '',
      savedAt: new Date(),
      snapshot: before.snapshot,
      changed: [],
      action: 'baseline',
      restoredFrom: null,
    });
  }
  const changed = changedFields(before?.snapshot ?? null, after.snapshot);
  const _id = keyOf(name, itemId, after.revision);
  const record: RevisionDoc = {
    _id,
    kind: name,
    itemId,
    revision: after.revision,
    staffId: who.id,
    staffName: who.name,
    savedAt: new Date(),
    snapshot: after.snapshot,
    changed,
    action: restoredFrom === undefined ? 'save' : 'restore',
    restoredFrom: restoredFrom ?? null,
  };
  if (!(await claim(record))) throw new RevisionConflict(after.revision);
  try {
    await write();
  } catch (error) {
    await RevisionModel.deleteOne({ _id });
    throw error;
  }
  return changed;
}

const summary = (doc: Omit<RevisionDoc, 'snapshot'>): RevisionSummary => ({
  revision: doc.revision,
  staffId: doc.staffId,
  staffName: doc.staffName,
  savedAt: new Date(doc.savedAt).toISOString(),
  changed: doc.changed ?? [],
  action: doc.action,
  restoredFrom: doc.restoredFrom ?? null,
});

/** Without the snapshots (a post's may hold 50 kB each). */
export async function listRevisions(kind: RevisionKind, itemId: string, limit = 200): Promise<RevisionSummary[]> {
  await connectDb();
  const docs = await RevisionModel.find({ kind: kind.name, itemId }, { snapshot: 0 })
    .sort({ revision: -1 })
    .limit(limit)
    .lean();
  return docs.map(summary);
}

export async function readRevision(
  kind: RevisionKind,
  itemId: string,
  revision: number,
): Promise<RevisionDetail | null> {
  await connectDb();
  const doc = await RevisionModel.findById(keyOf(kind.name, itemId, revision)).lean();
  return doc ? { ...summary(doc), snapshot: doc.snapshot as Snapshot } : null;
}

/** Call from every path that deletes or erases the item. */
export async function deleteRevisions(kind: RevisionKind, itemId: string): Promise<number> {
  await connectDb();
  return (await RevisionModel.deleteMany({ kind: kind.name, itemId })).deletedCount;
}

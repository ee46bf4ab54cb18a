import 'server-only';
import { connectDb } from '@/lib/db/connect';
import { isDuplicateKey } from '@/lib/db/errors';
import { RevisionModel, type RevisionDoc } from '@/models/revision';
import { RevisionConflict } from './conflict';
import type { RevisionDetail, RevisionKind, RevisionSummary, Saver, Snapshot } from './types';

const keyOf = (kind: string, itemId: string, revision: number) => `${kind}:${itemId}:${revision}`;

/** The snapshot's fields whose value differs (compared as JSON: lists and nulls included). */
export function changedFields(before: Snapshot | null, after: Snapshot): string[] {
  if (!before) return [];
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => JSON.stringify(before[name] ?? null) !== JSON.stringify(after[name] ?? null));
}

async function keepOnce(doc: RevisionDoc) {
  try {
    await RevisionModel.create(doc);
  } catch (error) {
    // Already kept: the usual case, each save's record is the next one's "before".
    if (!isDuplicateKey(error)) throw error;
  }
}

// A claim this old whose item is still at the base revision was left by a process that died mid-save.
const ORPHAN_MS = 60_000;

/** Inserts the new revision's record; false when another save holds that number (a stale one is taken over). */
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
  /** The stored state the save replaces, and its revision (null when the item is new). */
  before: { revision: number; snapshot: Snapshot } | null;
  /** The state the save writes: revision before + 1 (1 for a new item). */
  after: { revision: number; snapshot: Snapshot };
  who: Saver;
  restoredFrom?: number;
};

/**
 * Runs one save under its history: the record of revision base + 1 is inserted first, so only one writer
 * gets in (FerretDB 1.24 can match two updates on one base); then `write`, undone on failure. Returns the
 * changed fields; a missing baseline is kept too, so an old item's first edit can be undone.
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

/** An item's history, newest first, without the snapshots (a post's may hold 50 kB each). */
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

/** An item's history goes with it: call from every path that deletes or erases the item. */
export async function deleteRevisions(kind: RevisionKind, itemId: string): Promise<number> {
  await connectDb();
  return (await RevisionModel.deleteMany({ kind: kind.name, itemId })).deletedCount;
}

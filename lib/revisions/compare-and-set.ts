import 'server-only';
import { RevisionConflict } from './conflict';

/** The client's revision, which must be the stored one, or the stored one when it names none. */
export function baseRevision(given: number | null | undefined, stored: number): number {
  if (given !== null && given !== undefined && given !== stored) throw new RevisionConflict(stored);
  return stored;
}

type Revisioned = {
  updateOne(
    filter: Record<string, unknown>,
    update: Record<string, unknown>,
    options: { runValidators: true },
  ): PromiseLike<{ matchedCount: number }>;
  findById(id: string, projection: Record<string, number>): { lean(): PromiseLike<unknown> };
};

// Saved before history began: revision 0.
const storedAs = (revision: number) => (revision === 0 ? { $in: [0, null] } : revision);

/**
 * Writes `set` at revision base + 1 only if still at `base`, else throws RevisionConflict. Atomic on MongoDB only
 * (FerretDB 1.24 reads, then writes): callers run it inside saveRevision, whose insert lets one save through.
 */
export async function compareAndSet(
  model: Revisioned,
  id: string,
  base: number,
  set: Record<string, unknown>,
): Promise<number> {
  const result = await model.updateOne(
    { _id: id, revision: storedAs(base) },
    { $set: { ...set, revision: base + 1 } },
    { runValidators: true },
  );
  if (result.matchedCount === 1) return base + 1;
  const now = (await model.findById(id, { revision: 1 }).lean()) as { revision?: number } | null;
  throw new RevisionConflict(now?.revision ?? 0);
}

import 'server-only';
import { RevisionConflict } from './conflict';

/**
 * The revision a save is based on: the client's, which must be the stored one, or the stored one
 * when the client names none (an API client of the original contract: its save still applies).
 */
export function baseRevision(given: number | null | undefined, stored: number): number {
  if (given !== null && given !== undefined && given !== stored) throw new RevisionConflict(stored);
  return stored;
}

/** The two calls compareAndSet makes, which every mongoose model has (whatever its fields). */
type Revisioned = {
  updateOne(
    filter: Record<string, unknown>,
    update: Record<string, unknown>,
    options: { runValidators: true },
  ): PromiseLike<{ matchedCount: number }>;
  findById(id: string, projection: Record<string, number>): { lean(): PromiseLike<unknown> };
};

// An item saved before history began has no revision field: it counts as revision 0.
const storedAs = (revision: number) => (revision === 0 ? { $in: [0, null] } : revision);

/**
 * Writes `set` and revision base + 1 only if the item is still at `base`; throws RevisionConflict
 * with the stored revision otherwise. The filter alone is atomic on MongoDB only (FerretDB 1.24
 * reads, then writes): callers run it inside saveRevision (./store.ts), whose insert of the
 * `kind:item:revision` record has already let exactly one save of that base through.
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

import 'server-only';
import type { Model } from 'mongoose';
import { isDuplicateKey } from './errors';

/**
 * Inserts every document whose _id is not stored yet, all in one command, and answers how many
 * were new. One command is one transaction on the embedded database: each commit waits on the
 * disk (28-100 ms a write under the load test), so 50 documents cost one commit instead of 50.
 * A document already there is skipped (unordered: the others still go in); any other refusal
 * throws (an invalid document included, after the valid ones are stored).
 *
 * The driver's error lists the refused documents, and the list is empty when the database did
 * not answer at all: taken for "all duplicates", that once let the spool's replay delete files it
 * had not stored (a CI run; tests/integration/insert-once.test.ts).
 */
export async function insertAllOnce<T>(model: Model<T>, docs: Record<string, unknown>[]): Promise<number> {
  if (docs.length === 0) return 0;
  try {
    await model.insertMany(docs, { ordered: false, throwOnValidationError: true });
    return docs.length;
  } catch (error) {
    const { writeErrors: listed, reason } = error as { writeErrors?: unknown; reason?: unknown };
    const refused = listed == null ? [error] : Array.isArray(listed) ? listed : [listed];
    // No document refused: the call itself failed (the database not answering gives an empty
    // list), and its reason is what says so to isDbUnavailable.
    if (refused.length === 0) throw reason instanceof Error ? reason : error;
    if (!refused.every(isDuplicateKey)) throw error;
    return docs.length - refused.length;
  }
}

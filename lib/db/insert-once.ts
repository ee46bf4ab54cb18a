import 'server-only';
import type { Model } from 'mongoose';
import { isDuplicateKey } from './errors';

/**
 * Inserts every document whose _id is not stored yet, all in one command, and answers how many
 * were new. One command is one transaction on the embedded database: each commit waits on the
 * disk (28-100 ms a write under the load test), so 50 documents cost one commit instead of 50.
 * A document already there is skipped (unordered: the others still go in); any other refusal,
 * an invalid document included, throws after the valid ones are stored.
 */
export async function insertAllOnce<T>(model: Model<T>, docs: Record<string, unknown>[]): Promise<number> {
  if (docs.length === 0) return 0;
  try {
    await model.insertMany(docs, { ordered: false, throwOnValidationError: true });
    return docs.length;
  } catch (error) {
    const refused = (error as { writeErrors?: unknown[] }).writeErrors ?? [error];
    if (!refused.every(isDuplicateKey)) throw error;
    return docs.length - refused.length;
  }
}

import 'server-only';
import type { Model } from 'mongoose';
import { isDuplicateKey } from './errors';

/** Inserts the documents not stored yet in one command; answers how many were new; any refusal but a duplicate throws. */
export async function insertAllOnce<T>(model: Model<T>, docs: Record<string, unknown>[]): Promise<number> {
  if (docs.length === 0) return 0;
  try {
    await model.insertMany(docs, { ordered: false, throwOnValidationError: true });
    return docs.length;
  } catch (error) {
    const { writeErrors: listed, reason } = error as { writeErrors?: unknown; reason?: unknown };
    const refused = listed == null ? [error] : Array.isArray(listed) ? listed : [listed];
    // No document refused: the call itself failed, and its reason is what isDbUnavailable reads.
    if (refused.length === 0) throw reason instanceof Error ? reason : error;
    if (!refused.every(isDuplicateKey)) throw error;
    return docs.length - refused.length;
  }
}

import { createHash } from 'node:crypto';
import { Types } from 'mongoose';

/** mongoose's isValidObjectId also accepts any 12-character string. */
export function isObjectIdString(id: unknown): id is string {
  return typeof id === 'string' && /^[a-f0-9]{24}$/i.test(id);
}

/** The same ObjectId for the same text (SHA-256), so the unique _id refuses a second copy. */
export function derivedObjectId(text: string): Types.ObjectId {
  return new Types.ObjectId(createHash('sha256').update(text).digest('hex').slice(0, 24));
}

// One key per form submission, sent with it as `idempotencyKey`: a retry after a lost answer,
// a double click or a replay from the spool carries the same key, and the server stores the
// submission under it once. The key has the shape of a MongoDB ObjectId (4 bytes of seconds, 8
// random bytes) because it becomes the record's _id, which is unique on every backend; records
// are still ordered by their createdAt, not by this id, since a visitor's clock may be wrong.

export const SUBMISSION_KEY_PATTERN = /^[0-9a-f]{24}$/;

export function newSubmissionKey(): string {
  const seconds = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0')
    .slice(-8);
  const random = crypto.getRandomValues(new Uint8Array(8));
  return seconds + Array.from(random, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

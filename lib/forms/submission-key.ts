// One key per submission, carried by retries, double clicks and the spool's replay: it becomes the record's _id
// (unique on every backend), hence an ObjectId's shape. Records still sort by createdAt: a visitor's clock may be wrong.

export const SUBMISSION_KEY_PATTERN = /^[0-9a-f]{24}$/;

export function newSubmissionKey(): string {
  const seconds = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0')
    .slice(-8);
  const random = crypto.getRandomValues(new Uint8Array(8));
  return seconds + Array.from(random, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

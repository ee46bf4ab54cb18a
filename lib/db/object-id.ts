/** A 24-hex-digit ObjectId string (mongoose's isValidObjectId also accepts any 12-character string). */
export function isObjectIdString(id: unknown): id is string {
  return typeof id === 'string' && /^[a-f0-9]{24}$/i.test(id);
}

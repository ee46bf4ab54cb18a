import { z } from 'zod';

/** Empty strings in .env files mean "unset", not "the empty value". */
export const blankAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** A whole number from `min` to `max` (of `unit` when named), with one message for every way a value can miss. */
export function wholeNumber(min: number, max: number, unit?: string) {
  const message = `must be a whole number${unit ? ` of ${unit}` : ''} from ${min} to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
}

import * as z from 'zod/mini';
import { fieldMessages } from './field-errors';

export type ParsedQuery<T> = { ok: true; data: T } | { ok: false; errors: Record<string, string> };

/** A query string checked by a zod schema, values as strings only (no operators); `dropEmpty` reads `?status=` as none. */
export function parseQuery<T>(
  schema: z.core.$ZodType<T>,
  params: URLSearchParams,
  { dropEmpty = false } = {},
): ParsedQuery<T> {
  const input: Record<string, string> = {};
  for (const [key, value] of params) if (!dropEmpty || value !== '') input[key] = value;
  const parsed = z.safeParse(schema, input);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: fieldMessages(parsed.error) };
}

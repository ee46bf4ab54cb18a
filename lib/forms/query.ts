import * as z from 'zod/mini';
import { fieldMessages } from './field-errors';

export type ParsedQuery<T> = { ok: true; data: T } | { ok: false; errors: Record<string, string> };

/**
 * A URL's query string checked by a zod schema: the one parser of every list call (the admin's
 * inbox lists and exports, GET /api/blogs). Values reach the schema as strings only, so nothing
 * becomes a query operator; `dropEmpty` reads `?status=` as no filter at all.
 */
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

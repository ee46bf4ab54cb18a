import { z } from 'zod';
import { parseQuery } from '@/lib/forms/query';
import { findCategory, isAllCategory, type CategoryValue } from './categories';
import { postLanguages, type PostLanguage } from './language';
import type { PostVisibility } from './types';

export const MAX_PAGE_SIZE = 50;
export const MAX_QUERY_LENGTH = 100;

const schema = z.object({
  q: z.string().trim().max(MAX_QUERY_LENGTH, `q must be at most ${MAX_QUERY_LENGTH} characters`).optional(),
  category: z.string().optional(),
  lang: z.enum(postLanguages, { error: `lang must be one of: ${postLanguages.join(', ')}` }).optional(),
  // Anything but published posts needs the admin token (the route checks it).
  status: z
    .enum(['published', 'all', 'draft', 'scheduled'], { error: 'status must be published, all, draft or scheduled' })
    .optional(),
  // Capped rather than refused, so a client asking for "everything" still works.
  limit: z.coerce
    .number('limit must be a number')
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .transform((n) => Math.min(n, MAX_PAGE_SIZE))
    .optional(),
  skip: z.coerce
    .number('skip must be a number')
    .int('skip must be a whole number')
    .min(0, 'skip must be 0 or more')
    .max(1_000_000)
    .optional(),
});

export type ListParams =
  | {
      ok: true;
      q?: string;
      category?: CategoryValue;
      language?: PostLanguage;
      visibility: PostVisibility;
      limit: number;
      skip: number;
    }
  | { ok: false; errors: Record<string, string> };

/** q, category (slug, label or "All"), lang, status, limit, skip. */
export function parseListParams(params: URLSearchParams): ListParams {
  const parsed = parseQuery(schema, params);
  if (!parsed.ok) return parsed;
  const { q, category, lang, status, limit, skip } = parsed.data;
  let categoryValue: CategoryValue | undefined;
  if (!isAllCategory(category)) {
    categoryValue = findCategory(category)?.value;
    if (!categoryValue) return { ok: false, errors: { category: 'Unknown category' } };
  }
  return {
    ok: true,
    q: q || undefined,
    category: categoryValue,
    language: lang,
    visibility: !status || status === 'published' ? 'public' : status,
    limit: limit ?? MAX_PAGE_SIZE,
    skip: skip ?? 0,
  };
}

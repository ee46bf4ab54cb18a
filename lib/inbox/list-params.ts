import '@/lib/forms/zod-setup';
import { z } from 'zod';
import { INBOX_MAX_PAGE_SIZE, INBOX_PAGE_SIZE } from '@/lib/constants/inbox-status';

// Skipping is linear in the rows skipped; past 1,000 pages the team filters or exports instead.
const MAX_PAGE = 1000;

const date = z.iso.date('Expected a date as YYYY-MM-DD').optional();

/** Strings only, so nothing reaches a query as an operator. */
export function listParamsSchema(statuses: readonly [string, ...string[]] | null) {
  return z.strictObject({
    page: z.coerce.number('Expected a page number').int().min(1).max(MAX_PAGE).default(1),
    limit: z.coerce.number('Expected a number').int().min(1).max(INBOX_MAX_PAGE_SIZE).default(INBOX_PAGE_SIZE),
    status: statuses ? z.enum(statuses, 'Unknown status').optional() : z.never('Not a filter of this list').optional(),
    q: z.string().trim().max(200).optional(),
    topic: z.string().trim().max(100).optional(),
    leadSource: z.string().trim().max(200).optional(),
    from: date,
    to: date,
  });
}

export type ListParams = z.infer<ReturnType<typeof listParamsSchema>>;

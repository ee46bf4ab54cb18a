import { adminHandler } from '@/lib/auth/admin-handler';
import { jsonError } from '@/lib/http/json-error';
import { pageKind } from '@/lib/pages/history';
import { isPageSlug } from '@/lib/pages/schema';
import { historyResponse } from '@/lib/revisions/responses';

/** A page's history, newest first: who saved, when, which fields changed (no snapshots). */
export const GET = adminHandler(
  'GET /api/admin/pages/[slug]/revisions',
  'pages.read',
  async (_request, _admin, context) => {
    const { slug } = await context.params;
    if (!isPageSlug(slug)) return jsonError(404, 'Unknown page');
    return historyResponse(pageKind, slug);
  },
);

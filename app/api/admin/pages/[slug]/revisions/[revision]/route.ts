import { adminHandler, parseJsonBody } from '@/lib/auth/admin-handler';
import { jsonError } from '@/lib/http/json-error';
import { pageKind, snapshotToPageText } from '@/lib/pages/history';
import { savedPageResponse } from '@/lib/pages/save-response';
import { isPageSlug } from '@/lib/pages/schema';
import { keptRevision, restoreSchema, revisionResponse } from '@/lib/revisions/responses';

/** One kept revision of a page, with its snapshot (the admin diffs two of them). */
export const GET = adminHandler(
  'GET /api/admin/pages/[slug]/revisions/[revision]',
  'pages.read',
  async (_request, _admin, context) => {
    const { slug, revision } = await context.params;
    if (!isPageSlug(slug)) return jsonError(404, 'Unknown page');
    return revisionResponse(pageKind, slug, revision);
  },
);

/** Restores the revision as a new one; `baseRevision` (the editor's) must be the stored one, else 409. */
export const POST = adminHandler(
  'POST /api/admin/pages/[slug]/revisions/[revision]',
  'pages.write',
  async (request, admin, context) => {
    const { slug, revision } = await context.params;
    if (!isPageSlug(slug)) return jsonError(404, 'Unknown page');
    const body = await parseJsonBody(request, restoreSchema);
    if (!body.ok) return body.response;
    const kept = await keptRevision(pageKind, slug, revision);
    if (kept instanceof Response) return kept;
    const text = snapshotToPageText(kept.snapshot);
    return savedPageResponse(request, admin, slug, { text, baseRevision: body.data.baseRevision }, kept.revision);
  },
);

import { isObjectIdString } from '@/lib/db/object-id';
import { recordAudit } from '@/lib/audit/record';
import { jsonError } from '@/lib/http/json-error';
import { adminHandler, parseJsonBody } from '@/lib/auth/admin-handler';
import { postKind } from '@/lib/posts/history';
import { restorePost } from '@/lib/posts/restore';
import { toPostJson } from '@/lib/posts/serialize';
import { savePost } from '@/lib/posts/write-post';
import { NO_STORE, restoreSchema, revisionNumber, revisionResponse } from '@/lib/revisions/responses';

async function target(params: Promise<Record<string, string>>) {
  const { id, revision } = await params;
  if (!isObjectIdString(id)) return jsonError(400, 'Malformed post id');
  const n = revisionNumber(revision);
  return n instanceof Response ? n : { id, revision: n };
}

/** One kept revision with its snapshot (the admin diffs two of them). */
export const GET = adminHandler(
  'GET /api/blogs/:id/revisions/:n',
  'posts.read',
  async (_request, _admin, { params }) => {
    const { id, revision } = await params;
    if (!isObjectIdString(id)) return jsonError(400, 'Malformed post id');
    return revisionResponse(postKind, id, revision);
  },
);

/** Restores the revision as a new one; `baseRevision` (the editor's) must be the stored one, else 409. */
export const POST = adminHandler(
  'POST /api/blogs/:id/revisions/:n',
  'posts.write',
  async (request, admin, { params }) => {
    const at = await target(params);
    if (at instanceof Response) return at;
    const body = await parseJsonBody(request, restoreSchema);
    if (!body.ok) return body.response;
    const who = { id: admin.id, name: admin.displayName };
    const result = await savePost(null, () => restorePost(at.id, at.revision, { who, base: body.data.baseRevision }));
    if (result instanceof Response) return result;
    if (!result) return jsonError(404, 'Revision not found');
    await recordAudit(request, 'post.updated', at.id, admin);
    return Response.json(toPostJson(result.after), { headers: NO_STORE });
  },
);

import { isObjectIdString } from '@/lib/db/object-id';
import { adminHandler } from '@/lib/auth/admin-handler';
import { jsonError } from '@/lib/http/json-error';
import { postKind } from '@/lib/posts/history';
import { postExists } from '@/lib/posts/mutations';
import { historyResponse } from '@/lib/revisions/responses';

/** A post's history, newest first: who saved, when, which fields changed (no snapshots). */
export const GET = adminHandler('GET /api/blogs/:id/revisions', 'posts.read', async (_request, _admin, { params }) => {
  const { id } = await params;
  if (!isObjectIdString(id)) return jsonError(400, 'Malformed post id');
  if (!(await postExists(id))) return jsonError(404, 'Post not found');
  return historyResponse(postKind, id);
});

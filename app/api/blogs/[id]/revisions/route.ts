import { isObjectIdString } from '@/lib/db/object-id';
import { authorize } from '@/lib/auth/require-admin';
import { jsonError } from '@/lib/http/json-error';
import { safeHandler } from '@/lib/http/safe-handler';
import { postKind } from '@/lib/posts/history';
import { postExists } from '@/lib/posts/mutations';
import { historyResponse } from '@/lib/revisions/responses';

type Context = { params: Promise<{ id: string }> };

/** A post's history, newest first: who saved, when, which fields changed (no snapshots). */
export const GET = safeHandler('GET /api/blogs/:id/revisions', async (request: Request, { params }: Context) => {
  const auth = await authorize(request, 'posts.read');
  if (!auth.ok) return auth.response;
  const { id } = await params;
  if (!isObjectIdString(id)) return jsonError(400, 'Malformed post id');
  if (!(await postExists(id))) return jsonError(404, 'Post not found');
  return historyResponse(postKind, id);
});

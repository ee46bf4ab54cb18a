import { adminHandler } from '@/lib/auth/admin-handler';
import { jsonError } from '@/lib/http/json-error';
import { isObjectIdString } from '@/lib/db/object-id';
import { previewPath, PREVIEW_TTL_SECONDS } from '@/lib/posts/preview-token';
import { getPostById } from '@/lib/posts/queries';

/** Bearer only: a short-lived address of the post's page as it will look, drafts included. */
export const POST = adminHandler('POST /api/blogs/:id/preview', 'posts.read', async (_request, _admin, { params }) => {
  const { id } = await params;
  if (!isObjectIdString(id)) return jsonError(400, 'Malformed post id');
  const post = await getPostById(id);
  if (!post) return jsonError(404, 'Post not found');
  return Response.json(
    { url: previewPath(post._id, post.language), expiresIn: PREVIEW_TTL_SECONDS },
    { headers: { 'Cache-Control': 'no-store' } },
  );
});

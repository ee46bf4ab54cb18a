import { isObjectIdString } from '@/lib/db/object-id';
import { recordAudit } from '@/lib/audit/record';
import { adminHandler } from '@/lib/auth/admin-handler';
import { authorize } from '@/lib/auth/require-admin';
import { jsonError } from '@/lib/http/json-error';
import { safeHandler } from '@/lib/http/safe-handler';
import { deletePost, postExists, updatePost } from '@/lib/posts/mutations';
import { getPostById, isPublic } from '@/lib/posts/queries';
import { readPostForm, storeImage } from '@/lib/posts/read-post-form';
import { postsChanged } from '@/lib/posts/revalidate';
import { toPostJson } from '@/lib/posts/serialize';
import { savePost } from '@/lib/posts/write-post';
import { removeUpload } from '@/lib/uploads/storage';

type Context = { params: Promise<{ id: string }> };

const NO_STORE = { 'Cache-Control': 'no-store' };
const malformed = () => jsonError(400, 'Malformed post id');
const notFound = () => jsonError(404, 'Post not found');

export const GET = safeHandler('GET /api/blogs/:id', async (request: Request, { params }: Context) => {
  const { id } = await params;
  if (!isObjectIdString(id)) return malformed();
  const post = await getPostById(id);
  if (!post) return notFound();
  // A draft or scheduled post does not exist for anyone but the admin.
  if (!isPublic(post) && !(await authorize(request, 'posts.read')).ok) return notFound();
  return Response.json(toPostJson(post), { headers: NO_STORE });
});

export const PUT = adminHandler('PUT /api/blogs/:id', 'posts.write', async (request, admin, { params }) => {
  const { id } = await params;
  if (!isObjectIdString(id)) return malformed();
  if (!(await postExists(id))) return notFound();
  const form = await readPostForm(request);
  if (!form.ok) return form.response;
  const image = await storeImage(form.file);
  if (!image.ok) return image.response;
  const result = await savePost(image.name, () =>
    updatePost(
      id,
      { ...form.fields, image: image.name ?? (form.removeImage ? null : undefined) },
      { who: { id: admin.id, name: admin.displayName }, base: form.baseRevision },
    ),
  );
  if (result instanceof Response) return result;
  if (!result) {
    await removeUpload(image.name);
    return notFound();
  }
  if (result.before.image !== result.after.image) await removeUpload(result.before.image);
  await recordAudit(request, 'post.updated', id, admin);
  return Response.json(toPostJson(result.after), { headers: NO_STORE });
});

export const DELETE = adminHandler('DELETE /api/blogs/:id', 'posts.write', async (request, admin, { params }) => {
  const { id } = await params;
  if (!isObjectIdString(id)) return malformed();
  const post = await deletePost(id);
  if (!post) return notFound();
  await removeUpload(post.image);
  await postsChanged();
  await recordAudit(request, 'post.deleted', id, admin);
  return new Response(null, { status: 204 });
});

import { adminHandler } from '@/lib/auth/admin-handler';
import { refusal } from '@/lib/newsletter-issues/api';
import { storeImage } from '@/lib/posts/read-post-form';
import { readMultipart } from '@/lib/uploads/multipart';
import { MAX_IMAGE_BYTES } from '@/lib/uploads/rules';

/**
 * One image for an issue's body, under the posts' upload rules (type sniffed, size, re-encoded):
 * answers the `/uploads/...` address its Markdown line uses; a refused file stores nothing.
 */
export const POST = adminHandler('POST /api/admin/newsletter/images', 'newsletter.write', async (request) => {
  const body = await readMultipart(request, {
    fileField: 'image',
    maxFileBytes: MAX_IMAGE_BYTES,
    maxFieldBytes: 1024,
    maxFields: 2,
  });
  if (!body.ok || !body.file) return refusal(body.ok ? 400 : body.status, 'upload');
  const stored = await storeImage(body.file);
  if (!stored.ok || !stored.name) return refusal(stored.ok ? 400 : stored.response.status, 'upload');
  return Response.json({ url: `/uploads/${stored.name}` }, { status: 201 });
});

import { adminHandler } from '@/lib/auth/admin-handler';
import { jsonError } from '@/lib/http/json-error';
import { readMultipart } from '@/lib/uploads/multipart';
import { MAX_IMAGE_BYTES } from '@/lib/uploads/rules';
import { storeImage } from '@/lib/posts/read-post-form';

/**
 * An event's cover, uploaded before the save (multipart field `image`): checked and re-encoded as
 * the blog's covers are; answers `{ image }`, the name the event's JSON then carries.
 */
export const POST = adminHandler('POST /api/admin/events/image', 'events.write', async (request) => {
  const body = await readMultipart(request, {
    fileField: 'image',
    maxFileBytes: MAX_IMAGE_BYTES,
    maxFieldBytes: 1024,
    maxFields: 2,
  });
  if (!body.ok) return jsonError(body.status, body.message);
  if (!body.file) return jsonError(400, 'Some fields are missing or invalid', { errors: { image: 'required' } });
  const stored = await storeImage(body.file);
  if (!stored.ok) return stored.response;
  return Response.json({ image: stored.name }, { status: 201 });
});

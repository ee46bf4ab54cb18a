import 'server-only';
import { jsonError } from '@/lib/http/json-error';
import { processImage } from '@/lib/uploads/image';
import { readMultipart, type MultipartFile } from '@/lib/uploads/multipart';
import { MAX_IMAGE_BYTES } from '@/lib/uploads/rules';
import { saveUpload } from '@/lib/uploads/storage';
import { fieldMessages } from '@/lib/forms/field-errors';
import { postFieldsSchema, type PostFields } from '@/lib/posts/schema';

type Failed = { ok: false; response: Response };

export async function readPostForm(
  request: Request,
): Promise<
  | { ok: true; fields: PostFields; file: MultipartFile | null; removeImage: boolean; baseRevision: number | null }
  | Failed
> {
  const body = await readMultipart(request, {
    fileField: 'image',
    maxFileBytes: MAX_IMAGE_BYTES,
    maxFieldBytes: 256 * 1024,
    maxFields: 24,
  });
  if (!body.ok) return { ok: false, response: jsonError(body.status, body.message) };
  const parsed = postFieldsSchema.safeParse(body.fields);
  if (!parsed.success) {
    return {
      ok: false,
      response: jsonError(400, 'Some fields are missing or invalid', { errors: fieldMessages(parsed.error) }),
    };
  }
  const removeImage = ['1', 'true'].includes(body.fields.removeImage ?? '');
  // Absent for API clients, whose save applies to the stored revision.
  const base = body.fields.baseRevision?.trim() ?? '';
  if (base && !/^\d{1,9}$/.test(base)) {
    return {
      ok: false,
      response: jsonError(400, 'Some fields are missing or invalid', {
        errors: { baseRevision: 'baseRevision must be a whole number' },
      }),
    };
  }
  return { ok: true, fields: parsed.data, file: body.file, removeImage, baseRevision: base ? Number(base) : null };
}

/** Nothing is written when it is refused. */
export async function storeImage(file: MultipartFile | null): Promise<{ ok: true; name: string | null } | Failed> {
  if (!file) return { ok: true, name: null };
  const processed = await processImage(file.data);
  if (!processed.ok) return { ok: false, response: jsonError(processed.status, processed.message) };
  return { ok: true, name: await saveUpload(processed.data, processed.ext) };
}

import { jsonError } from '@/lib/http/json-error';
import { safeHandler } from '@/lib/http/safe-handler';
import { openUpload } from '@/lib/uploads/storage';

type Context = { params: Promise<{ file: string }> };

/**
 * Serves stored images from disk or from the bucket (streamed through here, not redirected: the
 * bucket stays private and the URL, headers and year-long cache stay the same either way). Only
 * names the upload code generates (32 hex digits and a known extension) are looked up, so no
 * encoded "../" or other trick can reach outside UPLOAD_DIR or the bucket.
 */
export const GET = safeHandler('GET /uploads/:file', async (_request: Request, { params }: Context) => {
  const { file } = await params;
  const upload = await openUpload(file);
  if (!upload) return jsonError(404, 'Not found');
  return new Response(upload.body, {
    headers: {
      'Content-Type': upload.contentType,
      ...(upload.size === undefined ? {} : { 'Content-Length': String(upload.size) }),
      // The name is random and never reused for other bytes, so it can be cached forever.
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    },
  });
});

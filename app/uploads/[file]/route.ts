import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { jsonError } from '@/lib/http/json-error';
import { resolveUpload } from '@/lib/uploads/storage';

type Context = { params: Promise<{ file: string }> };

/**
 * Serves stored images. Only names the upload code generates (32 hex digits and a known
 * extension) are looked up, so no encoded "../" or other trick can reach outside UPLOAD_DIR.
 */
export async function GET(_request: Request, { params }: Context) {
  const { file } = await params;
  const upload = resolveUpload(file);
  if (!upload) return jsonError(404, 'Not found');
  try {
    const info = await stat(upload.filePath);
    if (!info.isFile()) return jsonError(404, 'Not found');
    const body = Readable.toWeb(createReadStream(upload.filePath)) as ReadableStream<Uint8Array>;
    return new Response(body, {
      headers: {
        'Content-Type': upload.contentType,
        'Content-Length': String(info.size),
        // The name is random and never reused for other bytes, so it can be cached forever.
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'",
      },
    });
  } catch {
    return jsonError(404, 'Not found');
  }
}

import { isJsonContentType } from './same-site';

type JsonBodyResult = { ok: true; data: unknown } | { ok: false; status: 400 | 413 | 415; message: string };

/** Refuses a body while reading once it passes maxBytes, so a huge body is never held whole. */
export async function readJsonBody(request: Request, maxBytes = 32 * 1024): Promise<JsonBodyResult> {
  // Exactly JSON: `text/plain; charset=application/json` is what a cross-site form may send without a preflight.
  if (!isJsonContentType(request.headers.get('content-type'))) {
    return { ok: false, status: 415, message: 'Expected a JSON body (Content-Type: application/json)' };
  }
  const text = await readTextBody(request, maxBytes);
  if (!text.ok) return text;
  try {
    return { ok: true, data: JSON.parse(text.text) };
  } catch {
    return { ok: false, status: 400, message: 'Malformed JSON' };
  }
}

type TextBodyResult = { ok: true; text: string } | { ok: false; status: 400 | 413; message: string };

/** UTF-8 text, refused while reading once it passes maxBytes. */
export async function readTextBody(request: Request, maxBytes: number): Promise<TextBodyResult> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) return { ok: false, status: 413, message: `Body larger than ${maxBytes} bytes` };
  if (!request.body) return { ok: false, status: 400, message: 'Empty body' };

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return { ok: false, status: 413, message: `Body larger than ${maxBytes} bytes` };
    }
    chunks.push(value);
  }
  return { ok: true, text: Buffer.concat(chunks).toString('utf8') };
}

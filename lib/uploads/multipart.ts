import 'server-only';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import busboy from 'busboy';

export interface MultipartFile {
  filename: string;
  data: Buffer;
}

type MultipartResult =
  | { ok: true; fields: Record<string, string>; file: MultipartFile | null }
  | { ok: false; status: 400 | 413 | 415; message: string };

interface MultipartLimits {
  fileField: string;
  maxFileBytes: number;
  maxFieldBytes: number;
  maxFields: number;
}

const MB = 1024 * 1024;

/** Stream-parses with every limit enforced while reading, so an oversized upload is never held whole. */
export function readMultipart(request: Request, limits: MultipartLimits): Promise<MultipartResult> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data;\s*boundary=/i.test(contentType)) {
    return Promise.resolve({ ok: false, status: 415, message: 'Expected a multipart/form-data body' });
  }
  // A declared length far beyond any acceptable upload is answered before reading.
  const ceiling = limits.maxFileBytes + limits.maxFields * limits.maxFieldBytes + MB;
  if (Number(request.headers.get('content-length') ?? 0) > ceiling) {
    return Promise.resolve(tooLarge(limits));
  }
  if (!request.body) return Promise.resolve({ ok: false, status: 400, message: 'Empty body' });

  return new Promise((resolve) => {
    const fields: Record<string, string> = {};
    let file: MultipartFile | null = null;
    let settled = false;
    const source = Readable.fromWeb(request.body as unknown as NodeReadableStream<Uint8Array>);
    const parser = busboy({
      headers: { 'content-type': contentType },
      limits: {
        files: 1,
        fileSize: limits.maxFileBytes,
        fields: limits.maxFields,
        fieldSize: limits.maxFieldBytes,
        parts: limits.maxFields + 1,
      },
    });

    const finish = (result: MultipartResult) => {
      if (settled) return;
      settled = true;
      source.unpipe(parser);
      // One turn later: a FormData body (Node 24's fetch) closes itself in a microtask, and cancelling first throws.
      setImmediate(() => source.destroy());
      resolve(result);
    };

    parser.on('file', (name, stream, info) => {
      if (name !== limits.fileField) {
        stream.resume();
        return finish({ ok: false, status: 400, message: `Unexpected file field "${name}"` });
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => finish(tooLarge(limits)));
      stream.on('end', () => {
        const data = Buffer.concat(chunks);
        // An empty file input still sends an empty, nameless part.
        if (data.length > 0 || info.filename) file = { filename: info.filename ?? '', data };
      });
    });
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) return finish({ ok: false, status: 413, message: `Field "${name}" is too long` });
      if (!(name in fields)) fields[name] = value;
    });
    parser.on('filesLimit', () => finish({ ok: false, status: 400, message: 'Only one file may be uploaded' }));
    parser.on('fieldsLimit', () => finish({ ok: false, status: 400, message: 'Too many fields' }));
    parser.on('partsLimit', () => finish({ ok: false, status: 400, message: 'Too many fields' }));
    parser.on('error', () => finish({ ok: false, status: 400, message: 'Malformed multipart body' }));
    parser.on('close', () => finish({ ok: true, fields, file }));
    source.on('error', () => finish({ ok: false, status: 400, message: 'The upload was interrupted' }));
    source.pipe(parser);
  });
}

function tooLarge(limits: MultipartLimits): MultipartResult {
  return { ok: false, status: 413, message: `The image must be at most ${limits.maxFileBytes / MB} MB` };
}

import { csvRow } from './cell';

// Excel takes a file without it for the local code page and garbles Arabic.
const BOM = '\uFEFF';
const ROWS_PER_CHUNK = 200;

/** Pulled row by row from a cursor, a chunk only when the client took the last, so rows never sit in memory together. */
export function csvStream<T>(header: readonly string[], rows: AsyncIterable<T>, toCells: (row: T) => unknown[]) {
  const encoder = new TextEncoder();
  const iterator = rows[Symbol.asyncIterator]();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let chunk = started ? '' : BOM + csvRow(header);
      started = true;
      for (let i = 0; i < ROWS_PER_CHUNK; i += 1) {
        const next = await iterator.next();
        if (next.done) {
          if (chunk) controller.enqueue(encoder.encode(chunk));
          controller.close();
          return;
        }
        chunk += csvRow(toCells(next.value));
      }
      controller.enqueue(encoder.encode(chunk));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

export function csvHeaders(name: string): HeadersInit {
  const file = `${name}-${new Date().toISOString().slice(0, 10)}.csv`;
  return {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${file}"`,
    'Cache-Control': 'no-store',
  };
}

import 'server-only';
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { UploadStore } from './store';

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** UPLOAD_DIR: the default for a single instance. */
export function createDiskStore(dir: string): UploadStore {
  // The folder is chosen at run time: the build must not trace the project for it.
  const file = (name: string) => path.join(/*turbopackIgnore: true*/ dir, name);
  return {
    kind: 'disk',
    async put(name, data) {
      await mkdir(dir, { recursive: true });
      // Write aside, then rename: a half-written file never has a servable name.
      const temporary = file(`.${name}.${process.pid}.tmp`);
      try {
        await writeFile(temporary, data, { flag: 'wx' });
        await rename(temporary, file(name));
      } catch (error) {
        await unlink(temporary).catch(() => undefined);
        throw error;
      }
    },
    async get(name) {
      try {
        const info = await stat(file(name));
        if (!info.isFile()) return null;
        const body = Readable.toWeb(createReadStream(file(name))) as ReadableStream<Uint8Array>;
        return { body, size: info.size };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async remove(name) {
      await unlink(file(name)).catch((error: unknown) => {
        if (!missing(error)) throw error;
      });
    },
  };
}

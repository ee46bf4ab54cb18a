import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { env } from '@/lib/env';
import { logError } from '@/lib/log';

export const UPLOAD_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
} as const;

export type UploadExtension = keyof typeof UPLOAD_TYPES;

// Exactly the names this module generates: nothing else is ever served or deleted.
const UPLOAD_NAME = /^[a-f0-9]{32}\.(jpg|png|webp|gif|avif)$/;

export function uploadDir(): string {
  // turbopackIgnore: the folder is chosen at run time; the build must not trace the project for it.
  return path.resolve(/*turbopackIgnore: true*/ env().UPLOAD_DIR);
}

export function isUploadName(name: unknown): name is string {
  return typeof name === 'string' && UPLOAD_NAME.test(name);
}

/** Absolute path and content type of a stored upload, or null for any other name. */
export function resolveUpload(name: string): { filePath: string; contentType: string } | null {
  const match = UPLOAD_NAME.exec(name);
  if (!match) return null;
  return { filePath: path.join(/*turbopackIgnore: true*/ uploadDir(), name), contentType: UPLOAD_TYPES[match[1] as UploadExtension] };
}

/** Writes under a fresh random name; a half-written file never carries a servable name. */
export async function saveUpload(data: Buffer, ext: UploadExtension): Promise<string> {
  const dir = uploadDir();
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  const temporary = path.join(/*turbopackIgnore: true*/ dir, `.${name}.${process.pid}.tmp`);
  try {
    await writeFile(temporary, data, { flag: 'wx' });
    await rename(temporary, path.join(/*turbopackIgnore: true*/ dir, name));
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
  return name;
}

/** Deletes a stored upload; URLs, foreign names and missing files are left alone. */
export async function removeUpload(name: string | null | undefined): Promise<void> {
  if (!isUploadName(name)) return;
  await unlink(path.join(/*turbopackIgnore: true*/ uploadDir(), name)).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') logError('uploads.delete_failed', error, { file: name });
  });
}

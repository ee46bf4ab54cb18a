import 'server-only';
import path from 'node:path';
import { env } from '@/lib/config/env';
import { logError } from '@/lib/log/logger';
import { createDiskStore } from './disk-store';
import { isUploadName, newUploadName, uploadContentType } from './names';
import { UPLOAD_TYPES, type UploadExtension } from './rules';
import { createS3Store } from './s3-store';
import type { StoredUpload, UploadStore } from './store';

export { isUploadName, UPLOAD_TYPES, type UploadExtension };

let store: UploadStore | undefined;

/** S3 when S3_BUCKET is set, UPLOAD_DIR on disk otherwise. */
function uploadStore(): UploadStore {
  if (store) return store;
  const config = env();
  if (config.S3_BUCKET) {
    store = createS3Store({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: (config.S3_FORCE_PATH_STYLE ?? String(Boolean(config.S3_ENDPOINT))) === 'true',
      timeoutMs: config.S3_TIMEOUT_MS,
    });
  } else {
    // The folder is chosen at run time: the build must not trace the project for it.
    store = createDiskStore(path.resolve(/*turbopackIgnore: true*/ config.UPLOAD_DIR));
  }
  return store;
}

/** Under a fresh random name, which it returns. */
export async function saveUpload(data: Buffer, ext: UploadExtension): Promise<string> {
  const name = newUploadName(ext);
  await uploadStore().put(name, data, UPLOAD_TYPES[ext]);
  return name;
}

/** Null for any other name or a missing image. */
export async function openUpload(name: string): Promise<(StoredUpload & { contentType: string }) | null> {
  const contentType = uploadContentType(name);
  if (!contentType) return null;
  const stored = await uploadStore().get(name);
  return stored && { ...stored, contentType };
}

/** URLs, foreign names and missing images are left alone. */
export async function removeUpload(name: string | null | undefined): Promise<void> {
  if (!isUploadName(name)) return;
  try {
    await uploadStore().remove(name);
  } catch (error) {
    // The post change already happened; an orphaned image costs space, not correctness.
    logError('uploads.remove', error, { name });
  }
}

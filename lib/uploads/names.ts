import { randomBytes } from 'node:crypto';

import { UPLOAD_TYPES, type UploadExtension } from './rules';

export type { UploadExtension };

// Exactly the names this module generates: nothing else is ever served or deleted.
const UPLOAD_NAME = new RegExp(`^[a-f0-9]{32}\\.(${Object.keys(UPLOAD_TYPES).join('|')})$`);

export function isUploadName(name: unknown): name is string {
  return typeof name === 'string' && UPLOAD_NAME.test(name);
}

/** 128 random bits: never guessed nor reused for other bytes. */
export function newUploadName(ext: UploadExtension): string {
  return `${randomBytes(16).toString('hex')}.${ext}`;
}

/** Null for any name this code never made. */
export function uploadContentType(name: string): string | null {
  const match = UPLOAD_NAME.exec(name);
  return match ? UPLOAD_TYPES[match[1] as UploadExtension] : null;
}

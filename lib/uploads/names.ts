import { randomBytes } from 'node:crypto';

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

export function isUploadName(name: unknown): name is string {
  return typeof name === 'string' && UPLOAD_NAME.test(name);
}

/** 128 random bits: names can be neither guessed nor reused for other bytes. */
export function newUploadName(ext: UploadExtension): string {
  return `${randomBytes(16).toString('hex')}.${ext}`;
}

/** The content type a stored name is served with, or null for any name this code never made. */
export function uploadContentType(name: string): string | null {
  const match = UPLOAD_NAME.exec(name);
  return match ? UPLOAD_TYPES[match[1] as UploadExtension] : null;
}

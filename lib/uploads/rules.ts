// Read by the server that enforces it and by the admin form that checks a file first: plain data.

/** Larger bodies are refused with 413 while being read. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** By stored extension, with their content type. */
export const UPLOAD_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
} as const;

export type UploadExtension = keyof typeof UPLOAD_TYPES;

export const ACCEPTED_IMAGE_TYPES: readonly string[] = Object.values(UPLOAD_TYPES);

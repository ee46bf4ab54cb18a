// What an uploaded image may be, read by the server that enforces it (lib/uploads/image.ts,
// lib/posts/read-post-form.ts) and by the admin form that checks a file before sending it
// (components/admin/image-field.client.tsx). Plain data, safe in the browser.

/** The largest image file accepted: larger bodies are refused with 413 while being read. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** The accepted image formats, by the extension a stored file gets, with their content type. */
export const UPLOAD_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
} as const;

export type UploadExtension = keyof typeof UPLOAD_TYPES;

/** The content types a file picker offers and the browser check lets through. */
export const ACCEPTED_IMAGE_TYPES: readonly string[] = Object.values(UPLOAD_TYPES);

import 'server-only';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { UPLOAD_TYPES, type UploadExtension } from './rules';

const ALLOWED = Object.fromEntries(
  Object.entries(UPLOAD_TYPES).map(([ext, mime]) => [mime, ext as UploadExtension]),
) as Record<string, UploadExtension>;

const MAX_IMAGE_SIDE = 2000;
// About 7000 × 7000: a small file decoding to gigabytes is refused first.
const MAX_INPUT_PIXELS = 50_000_000;

type ProcessedImage =
  | { ok: true; data: Buffer; ext: UploadExtension }
  | { ok: false; status: 413 | 415; message: string };

/** Trusts only the bytes: the type is sniffed and the picture re-encoded, dropping EXIF/GPS and anything smuggled. */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const sniffed = await fileTypeFromBuffer(input);
  const ext = sniffed ? ALLOWED[sniffed.mime] : undefined;
  if (!ext) return { ok: false, status: 415, message: 'Only JPEG, PNG, WebP, GIF or AVIF images are accepted' };

  try {
    const { pages = 1 } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    // Keep GIF and WebP animations; other formats are reduced to their first frame.
    const animated = pages > 1 && (ext === 'gif' || ext === 'webp');
    let pipeline = sharp(input, { animated, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    // Upright by EXIF orientation before the tag is stripped.
    if (!animated) pipeline = pipeline.rotate();
    pipeline = pipeline.resize({
      width: MAX_IMAGE_SIDE,
      height: MAX_IMAGE_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    });
    // sharp writes no metadata unless asked.
    const encoded = {
      jpg: () => pipeline.jpeg({ quality: 82, mozjpeg: true }),
      png: () => pipeline.png({ compressionLevel: 8 }),
      webp: () => pipeline.webp({ quality: 80 }),
      gif: () => pipeline.gif(),
      // See docs/performance.md "Numbers behind the constants".
      avif: () => pipeline.avif({ quality: 55, effort: 2 }),
    }[ext]();
    return { ok: true, data: await encoded.toBuffer(), ext };
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) {
      return { ok: false, status: 413, message: 'The image has too many pixels' };
    }
    return { ok: false, status: 415, message: 'The image could not be read' };
  }
}

import 'server-only';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { UPLOAD_TYPES, type UploadExtension } from './rules';

// Content type → the extension the re-encoded file is stored under.
const ALLOWED = Object.fromEntries(
  Object.entries(UPLOAD_TYPES).map(([ext, mime]) => [mime, ext as UploadExtension]),
) as Record<string, UploadExtension>;

const MAX_IMAGE_SIDE = 2000;
// About 7000 × 7000: a small file that decodes to gigabytes is refused before decoding.
const MAX_INPUT_PIXELS = 50_000_000;

type ProcessedImage =
  | { ok: true; data: Buffer; ext: UploadExtension }
  | { ok: false; status: 413 | 415; message: string };

/**
 * Trusts only the bytes: the type is sniffed (the name and declared type are ignored), and the
 * picture is decoded and re-encoded, which drops EXIF/GPS and anything smuggled after the data.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const sniffed = await fileTypeFromBuffer(input);
  const ext = sniffed ? ALLOWED[sniffed.mime] : undefined;
  if (!ext) return { ok: false, status: 415, message: 'Only JPEG, PNG, WebP, GIF or AVIF images are accepted' };

  try {
    const { pages = 1 } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    // Keep GIF and WebP animations; other formats are reduced to their first frame.
    const animated = pages > 1 && (ext === 'gif' || ext === 'webp');
    let pipeline = sharp(input, { animated, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    // Turn the pixels upright by their EXIF orientation before the tag is stripped.
    if (!animated) pipeline = pipeline.rotate();
    pipeline = pipeline.resize({
      width: MAX_IMAGE_SIDE,
      height: MAX_IMAGE_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    });
    // sharp writes no metadata unless asked to, so the output carries pixels only.
    const encoded = {
      jpg: () => pipeline.jpeg({ quality: 82, mozjpeg: true }),
      png: () => pipeline.png({ compressionLevel: 8 }),
      webp: () => pipeline.webp({ quality: 80 }),
      gif: () => pipeline.gif(),
      // effort 2 keeps a 2000 px AVIF at well under a second on one core.
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

import 'server-only';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import decompress from 'wawoff2/decompress';

/** TrueType: Pango, which shapes the social images, cannot read woff2. */
export type OgFonts = { latin: string; arabic: string };

const sources = {
  latin: 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  arabic: 'node_modules/@fontsource-variable/noto-kufi-arabic/files/noto-kufi-arabic-arabic-wght-normal.woff2',
} as const;

export const OG_FAMILIES = { latin: 'Inter', arabic: 'Noto Kufi Arabic' } as const;

function cacheDir(): string {
  return path.join(os.tmpdir(), 'sahla-og-fonts');
}

// A TrueType or CFF sfnt version; anything else is a broken conversion.
function isFont(bytes: Uint8Array): boolean {
  const tag = Buffer.from(bytes.subarray(0, 4)).toString('latin1');
  return tag === '\0\x01\0\0' || tag === 'true' || tag === 'OTTO';
}

async function cachedFont(file: string): Promise<boolean> {
  const head = await readFile(file).catch(() => null);
  return head !== null && isFont(head);
}

let decoding: Promise<unknown> = Promise.resolve();

/** wawoff2 reuses its WebAssembly memory: one at a time, each result copied. */
function decodeWoff2(woff2: Buffer): Promise<Buffer> {
  const result = decoding.then(async () => Buffer.from(await decompress(woff2)));
  decoding = result.catch(() => undefined);
  return result;
}

async function toTtf(source: string): Promise<string> {
  const woff2 = await readFile(path.join(process.cwd(), source));
  // Named by content, so an upgraded font package never reuses a stale file.
  const hash = createHash('sha256').update(woff2).digest('hex').slice(0, 16);
  const target = path.join(cacheDir(), `${path.basename(source, '.woff2')}-${hash}.ttf`);
  if (await cachedFont(target)) return target;
  await mkdir(cacheDir(), { recursive: true });
  const ttf = await decodeWoff2(woff2);
  if (!isFont(ttf)) throw new Error(`Converting ${source} to TrueType gave no font`);
  // Written aside and renamed, so another process never reads half a file.
  const partial = `${target}.${process.pid}.${Date.now()}.part`;
  await writeFile(partial, ttf);
  await rename(partial, target);
  return target;
}

let fonts: Promise<OgFonts> | undefined;

/** Once per process, and once per machine through the cache folder. */
export function ogFonts(): Promise<OgFonts> {
  fonts ??= Promise.all([toTtf(sources.latin), toTtf(sources.arabic)]).then(([latin, arabic]) => ({ latin, arabic }));
  fonts.catch(() => {
    fonts = undefined; // a failed conversion is retried on the next image, not cached
  });
  return fonts;
}

// Writes the web fonts into public/fonts/ from the @fontsource packages: Inter's Latin file as it
// is, and Noto Kufi Arabic cut down to the characters Arabic text needs. Committed, like
// public/icons.svg: run `node tooling/assets/fonts.ts` after changing a package version or a range below;
// a unit test fails while a file is out of date.
//
// Why cut: fontsource's Arabic file covers every language written in Arabic script (Urdu, Sindhi,
// Kashmiri...) and the presentation-form ligatures, 44 KB a weight. The letters, marks, digits and
// punctuation of Arabic itself, with Darija's extra letters, take 12 KB: on a slow phone connection
// Arabic pages paint about as soon as English ones. Shaping (joining forms, ligatures, mark
// placement) is kept, since the subsetter keeps every glyph the kept characters can turn into.
// A character outside the cut is still shown, in a system face.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ARABIC_RANGE } from '../../lib/ui/font-ranges.ts';
import { unicodeRangeSpans } from './unicode-range.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
export const fontsDir = path.join(root, 'public', 'fonts');
const fontsource = path.join(root, 'node_modules', '@fontsource', 'noto-kufi-arabic', 'files');
const inter = path.join(root, 'node_modules', '@fontsource-variable', 'inter', 'files');

/**
 * The characters kept in the Arabic face: ARABIC_RANGE (lib/ui/font-ranges.ts), which is also the
 * face's unicode-range, so the page and the file agree on what the face draws.
 */
export function arabicCharacters(): string {
  return unicodeRangeSpans(ARABIC_RANGE)
    .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)))
    .join('');
}

/** public/fonts/<name> and where its bytes come from. */
export const FONT_SOURCES: Record<string, { copy: string } | { subset: string }> = {
  'inter-latin.woff2': { copy: path.join(inter, 'inter-latin-wght-normal.woff2') },
  'kufi-arabic-400.woff2': { subset: path.join(fontsource, 'noto-kufi-arabic-arabic-400-normal.woff2') },
  'kufi-arabic-700.woff2': { subset: path.join(fontsource, 'noto-kufi-arabic-arabic-700-normal.woff2') },
  // Kufi's own Latin letters, for the digits, names and e-mail addresses on Arabic pages: 10 KB a
  // weight, where Inter would add 48 KB to every Arabic page.
  'kufi-latin-400.woff2': { copy: path.join(fontsource, 'noto-kufi-arabic-latin-400-normal.woff2') },
  'kufi-latin-700.woff2': { copy: path.join(fontsource, 'noto-kufi-arabic-latin-700-normal.woff2') },
};

/** Each file's expected bytes, keyed by its name in public/fonts/. */
export async function buildFonts() {
  const { default: subsetFont } = await import('subset-font');
  const characters = arabicCharacters();
  const files = new Map<string, Buffer>();
  for (const [name, source] of Object.entries(FONT_SOURCES)) {
    const bytes = readFileSync('copy' in source ? source.copy : source.subset);
    files.set(name, 'copy' in source ? bytes : await subsetFont(bytes, characters, { targetFormat: 'woff2' }));
  }
  return files;
}

// `--check` writes nothing and fails when public/fonts/ is not what this script would write.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const check = process.argv.includes('--check');
  const expected = await buildFonts();
  const present = existsSync(fontsDir) ? readdirSync(fontsDir) : [];
  const stale = [...present.filter((name) => !expected.has(name))];
  if (!check) mkdirSync(fontsDir, { recursive: true });
  for (const [name, bytes] of expected) {
    const file = path.join(fontsDir, name);
    if (check) {
      if (!existsSync(file) || !readFileSync(file).equals(bytes)) stale.push(name);
    } else {
      writeFileSync(file, bytes);
      console.log(`public/fonts/${name}: ${(bytes.length / 1000).toFixed(1)} KB`);
    }
  }
  if (stale.length > 0) {
    console.error(`public/fonts/ is out of date (${stale.join(', ')}): run \`node tooling/assets/fonts.ts\``);
    process.exit(1);
  }
}

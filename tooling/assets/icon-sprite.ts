// Writes public/icons.svg: one <symbol> per name in lib/ui/icon-names.ts, drawn from
// lucide-react's icon data. Pages then reference icons (<Icon name="star" />) instead of inlining
// each SVG twice, once in the HTML and once in the RSC payload, and lucide's client runtime stays
// out of the browser. Run `node tooling/assets/icon-sprite.ts` after changing the list; a unit test
// fails while the file is out of date.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..', '..');
export const spritePath = path.join(root, 'public', 'icons.svg');

/** The names listed in lib/ui/icon-names.ts (a plain array of quoted strings). */
export function iconNames() {
  const source = readFileSync(path.join(root, 'lib', 'ui', 'icon-names.ts'), 'utf8');
  const list = source.match(/ICON_NAMES = \[([^\]]*)\]/)?.[1];
  if (!list) throw new Error('lib/ui/icon-names.ts: no ICON_NAMES array');
  return [...list.matchAll(/'([a-z0-9-]+)'/g)].map((match) => match[1]);
}

// Brand marks (lucide no longer ships them): one filled path each on lucide's 24×24 grid, drawn
// in currentColor. Listed in icon-names.ts as 'brand-<name>'.
const BRAND_PATHS: Record<string, string> = {
  github:
    'M12 .3a12 12 0 0 0-3.8 23.38c.6.12.83-.26.83-.57L9 21.07c-3.34.72-4.04-1.61-4.04-1.61-.55-1.39-1.34-1.76-1.34-1.76-1.08-.74.09-.73.09-.73 1.2.09 1.83 1.24 1.83 1.24 1.07 1.83 2.81 1.3 3.5 1 .1-.78.42-1.31.76-1.61-2.67-.3-5.47-1.33-5.47-5.93 0-1.31.47-2.38 1.24-3.22-.14-.3-.54-1.52.1-3.18 0 0 1-.32 3.3 1.23a11.5 11.5 0 0 1 6 0c2.28-1.55 3.29-1.23 3.29-1.23.64 1.66.24 2.88.12 3.18a4.65 4.65 0 0 1 1.23 3.22c0 4.61-2.8 5.63-5.48 5.92.42.36.81 1.1.81 2.22l-.01 3.29c0 .31.2.69.82.57A12 12 0 0 0 12 .3',
  x: 'M18.9 1.15h3.68l-8.04 9.19L24 22.85h-7.4l-5.8-7.58-6.64 7.58H.47l8.6-9.83L0 1.15h7.59l5.24 6.93 6.07-6.93Zm-1.29 19.5h2.04L6.49 3.24H4.3L17.61 20.65Z',
  linkedin:
    'M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28ZM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13Zm1.78 13.02H3.56V9h3.56v11.45ZM22.22 0H1.77C.8 0 0 .77 0 1.73v20.54C0 23.23.8 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0Z',
};

const escapeAttribute = (value: unknown) => String(value).replaceAll('&', '&amp;').replaceAll('"', '&quot;');

function element([tag, attributes]: [string, Record<string, unknown>]): string {
  const attrs = Object.entries(attributes)
    .filter(([name]) => name !== 'key')
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  return `<${tag}${attrs}/>`;
}

/**
 * The sprite's text. Symbols carry only shapes: stroke, stroke width, fill and colour come from the
 * <svg> around each <use> (components/ui/icon.tsx) and are inherited, as with lucide's own markup.
 */
export async function buildIconSprite(names = iconNames()) {
  const symbols = [];
  for (const name of names) {
    if (name.startsWith('brand-')) {
      const d = BRAND_PATHS[name.slice('brand-'.length)];
      if (!d) throw new Error(`no brand mark named "${name}"`);
      // Filled, not stroked: the path overrides the stroke the surrounding <svg> sets.
      symbols.push(
        `<symbol id="${name}" viewBox="0 0 24 24">${element(['path', { fill: 'currentColor', stroke: 'none', d }])}</symbol>`,
      );
      continue;
    }
    const { __iconData: data } = await import(`lucide-react/icons/${name}`);
    if (!data || data.name !== name) throw new Error(`lucide-react has no icon named "${name}"`);
    symbols.push(`<symbol id="${name}" viewBox="0 0 24 24">${data.node.map(element).join('')}</symbol>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const sprite = await buildIconSprite();
  writeFileSync(spritePath, sprite);
  console.log(`[icons] wrote ${path.relative(root, spritePath)}: ${iconNames().length} icons, ${sprite.length} bytes`);
}

// Plain-JavaScript twins of lib/text/normalize.ts and lib/text/slugify.ts (with lib/posts/language.ts) (this script runs
// without a TypeScript step). tests/integration/seed.test.ts checks that they agree.
import { randomBytes } from 'node:crypto';

export function normalizeSearchText(input) {
  return input
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{Mn}/gu, '')
    .replace(/\u0640/g, '')
    .replace(/[\u0671\u0672\u0673\u0675]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/ی/g, 'ي')
    .replace(/ک/g, 'ك')
    .replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) & 0xf))
    .replace(/\s+/g, ' ')
    .trim();
}

export function slugify(title) {
  const base = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{Mn}/gu, '')
    .replace(/\u0640/g, '')
    .replace(/[^a-z0-9\u0621-\u064A\u0660-\u0669\u0671-\u06D3]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  const suffix = randomBytes(3).toString('hex');
  return base ? `${base}-${suffix}` : suffix;
}

import { randomBytes } from 'node:crypto';

/**
 * A URL slug from a title, keeping Latin and Arabic letters and digits, plus a short random
 * suffix so two posts with the same title never collide and the slug never needs to change.
 */
export function slugify(title: string): string {
  const base = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{Mn}/gu, '')
    .replace(/\u0640/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  const suffix = randomBytes(3).toString('hex');
  return base ? `${base}-${suffix}` : suffix;
}

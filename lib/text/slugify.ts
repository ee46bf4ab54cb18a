import { randomBytes } from 'node:crypto';
import { slugFromTitle } from '@/lib/text/rules';

/**
 * A URL slug from a title (lib/text/rules.ts) plus a short random suffix, for clients
 * that choose none: two posts with the same title then never collide.
 */
export function slugify(title: string): string {
  const base = slugFromTitle(title);
  const suffix = randomBytes(3).toString('hex');
  return base ? `${base}-${suffix}` : suffix;
}

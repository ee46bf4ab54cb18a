import { randomBytes } from 'node:crypto';
import { slugFromTitle } from '@/lib/text/rules';

/** A slug from a title plus a short random suffix, so two posts with one title never collide. */
export function slugify(title: string): string {
  const base = slugFromTitle(title);
  const suffix = randomBytes(3).toString('hex');
  return base ? `${base}-${suffix}` : suffix;
}

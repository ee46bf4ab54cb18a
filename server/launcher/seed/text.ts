// The seed's text rules: the site's own (lib/text/rules.ts), and the same random suffix
// lib/text/slugify.ts adds.
import { randomBytes } from 'node:crypto';
import { slugFromTitle } from '../../../lib/text/rules.ts';

export { normalizeSearchText } from '../../../lib/text/rules.ts';

export function slugify(title: string): string {
  const base = slugFromTitle(title);
  const suffix = randomBytes(3).toString('hex');
  return base ? `${base}-${suffix}` : suffix;
}

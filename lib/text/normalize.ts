// The search text rule lives in ./rules.ts (shared with the seed script); the stored field and
// the query both go through it, so both sides always agree.
export { normalizeSearchText } from './rules';

/** Makes user text safe to embed in a regular expression as a literal. */
export function escapeRegex(input: string): string {
  return input.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

// The search text rule lives in ./rules.ts, so the stored field and the query always agree.
export { normalizeSearchText } from './rules';

/** For a regular expression as a literal. */
export function escapeRegex(input: string): string {
  return input.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

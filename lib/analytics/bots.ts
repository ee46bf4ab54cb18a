import { createIsbotFromList, list } from 'isbot';

// isbot's list, but `HeadlessChrome` counts as a person: a real engine ran the beacon (docs/security.md, Analytics).
const matchesBot = createIsbotFromList(
  list.map((pattern) => (pattern === 'headless' ? 'headless(?!chrome)' : pattern)),
);

/** No user agent at all counts as a bot. */
export function isBot(userAgent: string | null): boolean {
  return !userAgent || matchesBot(userAgent);
}

import { createIsbotFromList, list } from 'isbot';

// isbot's list, with one change: `HeadlessChrome` counts as a person. It is what automated
// browsers, the site's own Playwright tests among them, announce, and a page a real browser
// engine rendered and ran the beacon in is a page view. Other headless agents stay bots.
const matchesBot = createIsbotFromList(
  list.map((pattern) => (pattern === 'headless' ? 'headless(?!chrome)' : pattern)),
);

/** Crawlers, link previews, audits, monitors and HTTP libraries; no user agent at all counts as a bot. */
export function isBot(userAgent: string | null): boolean {
  return !userAgent || matchesBot(userAgent);
}

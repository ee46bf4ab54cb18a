// Plain data and functions with no framework imports (see ./blog-listing.ts): next.config.ts
// writes its locale rewrite from them, and the server's request hook routes a path the same way.
import { defaultLocale, locales } from '../../i18n/locales.ts';

/** Folders served outside the locale segment: never rewritten onto /<defaultLocale>/… */
export const OUTSIDE_LOCALE = ['api/', 'go/', 'og/', 'uploads/', '_next/'];

const otherLocales = locales.filter((l) => l !== defaultLocale);

/**
 * next.config's afterFiles rewrite source: any path that does not already start with a
 * non-default locale segment, nor lie under a folder served outside the locale segment.
 */
export const UNPREFIXED_SOURCE = `/:path((?!(?:${otherLocales.join('|')})(?:/|$)|${OUTSIDE_LOCALE.join('|')}).*)`;

/** Where that rewrite sends a path: `/about` → `/en/about`, `/` → `/en`; `/ar/…` and `/api/…` as they are. */
export function localeRoutedPath(pathname: string): string {
  const rest = pathname.slice(1);
  if (otherLocales.some((l) => rest === l || rest.startsWith(`${l}/`))) return pathname;
  if (OUTSIDE_LOCALE.some((folder) => rest.startsWith(folder))) return pathname;
  return pathname === '/' ? `/${defaultLocale}` : `/${defaultLocale}${pathname}`;
}

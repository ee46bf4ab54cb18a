// No framework imports: next.config.ts and the front door route a path the same way.
import { defaultLocale, locales } from '../../i18n/locales.ts';

/** Never rewritten onto /<defaultLocale>/… */
export const OUTSIDE_LOCALE = ['api/', 'go/', 'og/', 'uploads/', '_next/'];

const otherLocales = locales.filter((l) => l !== defaultLocale);

/** Any path not already under a non-default locale or a folder outside the locale segment. */
export const UNPREFIXED_SOURCE = `/:path((?!(?:${otherLocales.join('|')})(?:/|$)|${OUTSIDE_LOCALE.join('|')}).*)`;

/** `/about` → `/en/about`, `/` → `/en`; `/ar/…` and `/api/…` as they are. */
export function localeRoutedPath(pathname: string): string {
  const rest = pathname.slice(1);
  if (otherLocales.some((l) => rest === l || rest.startsWith(`${l}/`))) return pathname;
  if (OUTSIDE_LOCALE.some((folder) => rest.startsWith(folder))) return pathname;
  return pathname === '/' ? `/${defaultLocale}` : `/${defaultLocale}${pathname}`;
}

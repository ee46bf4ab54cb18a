import { defaultLocale, locales, type Locale } from '@/i18n/locales';

/** The public path of a page in a locale: '/about' → '/ar/about' for Arabic. */
export function localePath(locale: Locale, path: string): string {
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/**
 * A pathname without its locale segment: '/ar/about' → '/about'. '/en/about' too: a prerendered
 * English page renders at its rewritten path, while the browser shows '/about'.
 */
export function pathWithoutLocale(pathname: string): string {
  const [, first, ...rest] = pathname.split('/');
  if (!(locales as readonly string[]).includes(first)) return pathname;
  return `/${rest.join('/')}`;
}

/** hreflang alternates for a page, x-default pointing at the default locale. */
export function languageAlternates(path: string): Record<string, string> {
  const alternates: Record<string, string> = {};
  for (const locale of locales) alternates[locale] = localePath(locale, path);
  alternates['x-default'] = localePath(defaultLocale, path);
  return alternates;
}

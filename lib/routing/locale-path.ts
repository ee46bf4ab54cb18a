import { defaultLocale, locales, type Locale } from '@/i18n/locales';

/** '/about' → '/ar/about' for Arabic. */
export function localePath(locale: Locale, path: string): string {
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** '/ar/about' and '/en/about' → '/about' (a prerendered English page renders at its rewritten path). */
export function pathWithoutLocale(pathname: string): string {
  const [, first, ...rest] = pathname.split('/');
  if (!(locales as readonly string[]).includes(first)) return pathname;
  return `/${rest.join('/')}`;
}

/** x-default points at the default locale. */
export function languageAlternates(path: string): Record<string, string> {
  const alternates: Record<string, string> = {};
  for (const locale of locales) alternates[locale] = localePath(locale, path);
  alternates['x-default'] = localePath(defaultLocale, path);
  return alternates;
}

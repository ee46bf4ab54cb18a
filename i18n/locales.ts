// Plain data with no imports, so next.config.ts and scripts can read it too.
export const locales = ['en', 'ar'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';
const rtlLocales: readonly Locale[] = ['ar'];

export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return rtlLocales.includes(locale) ? 'rtl' : 'ltr';
}

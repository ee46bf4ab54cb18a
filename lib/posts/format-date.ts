import type { Locale } from '@/i18n/locales';

// In the company's time zone, so a post written late in Casablanca keeps its date; Arabic with Western digits.
const formats: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'Africa/Casablanca' }),
  ar: new Intl.DateTimeFormat('ar-u-nu-latn', { dateStyle: 'long', timeZone: 'Africa/Casablanca' }),
};

export function formatPostDate(iso: string, locale: Locale): string {
  return formats[locale].format(new Date(iso));
}

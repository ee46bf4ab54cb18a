import { setRequestLocale } from 'next-intl/server';
import type { Locale } from './locales';

/** What every page under app/[locale] receives. */
export type LocaleParams = { params: Promise<{ locale: string }> };

/**
 * The locale a page renders in, handed to next-intl for this render first: without it,
 * getTranslations would read the request's headers and the page could not be generated statically.
 */
export async function pageLocale(params: LocaleParams['params']): Promise<Locale> {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return locale;
}

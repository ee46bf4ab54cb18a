import { createTranslator } from 'next-intl';
import type { Locale } from '@/i18n/locales';

/**
 * Formats one raw ICU message of the admin's labels ("{count, plural, one {…} other {…}}") in its
 * language: the plural forms each language has (Arabic: zero, one, two, few, many, other).
 */
export function countWords(locale: Locale, message: string, values: Record<string, string | number>): string {
  const t = createTranslator({ locale, messages: { message } });
  return t('message', values);
}

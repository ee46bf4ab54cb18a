import { defaultLocale, locales, type Locale } from '@/i18n/locales';

// Error boundaries are client components and the catalogues never reach the browser: their few strings live here.
const messages = {
  en: {
    title: 'Something went wrong',
    description: 'This page could not be shown just now. Please try again in a moment.',
    retry: 'Try again',
    home: 'Go to the home page',
    reference: 'Reference',
  },
  ar: {
    title: 'حدث خطأ ما',
    description: 'تعذّر عرض هذه الصفحة الآن. يُرجى المحاولة مرة أخرى بعد قليل.',
    retry: 'إعادة المحاولة',
    home: 'الانتقال إلى الصفحة الرئيسية',
    reference: 'رقم المرجع',
  },
} satisfies Record<Locale, Record<string, string>>;

type ErrorMessages = (typeof messages)[Locale];

/** A route param, possibly missing. */
export function errorLocale(value: unknown): Locale {
  return locales.includes(value as Locale) ? (value as Locale) : defaultLocale;
}

export function errorMessages(locale: Locale): ErrorMessages {
  return messages[locale];
}

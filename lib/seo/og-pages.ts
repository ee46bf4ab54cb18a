import 'server-only';
import { getTranslations } from 'next-intl/server';
import { staticPageText as pageText, type PageText } from '@/lib/seo/pages';
import type { Locale } from '@/i18n/locales';
import type { OgCard } from '@/lib/og/render';
import { directionOf } from '@/i18n/locales';

export type { PageText };

/** 'home', 'about'…, or null. */
export function staticPageText(locale: Locale, key: string): Promise<PageText | null> {
  return pageText(locale, key === 'home' ? '/' : `/${key}`);
}

export async function ogCard(locale: Locale, text: PageText): Promise<OgCard> {
  const brand = await getTranslations({ locale, namespace: 'Brand' });
  return {
    rtl: directionOf(locale) === 'rtl',
    brand: brand('name'),
    tagline: brand('tagline'),
    title: text.title,
    description: text.description,
  };
}

import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import type { OgCard } from '@/lib/og/render';
import { directionOf } from '@/i18n/locales';

// Image keys of the static pages and the catalogue entries their metadata reads
// (lib/page-metadata.ts and components/site/placeholder-page.tsx): the image says what the
// page's title and description say.
const titledPages = {
  home: 'HomePage',
  about: 'AboutPage',
  project: 'ProjectPage',
  events: 'EventsPage',
  blog: 'BlogPage',
  contact: 'ContactPage',
  investment: 'InvestmentPage',
  team: 'Team',
  admin: 'AdminPage',
} as const;

export const placeholderKeys = [
  'features',
  'documentation',
  'support',
  'community',
  'privacy',
  'terms',
  'cookie',
  'security',
  'api',
  'careers',
  'press',
  'pricing',
] as const;

export type PageText = { title: string; description: string };

/** The title and description a static page's image shows, or null for an unknown key. */
export async function staticPageText(locale: Locale, key: string): Promise<PageText | null> {
  if (Object.hasOwn(titledPages, key)) {
    const namespace = titledPages[key as keyof typeof titledPages];
    const t = await getTranslations({ locale, namespace });
    return { title: t('metaTitle'), description: t('metaDescription') };
  }
  const slug = placeholderKeys.find((k) => k === key);
  if (slug) {
    const t = await getTranslations({ locale, namespace: 'Placeholder' });
    return { title: t(slug), description: t('description') };
  }
  return null;
}

/** A page's text dressed with the brand of its language. */
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

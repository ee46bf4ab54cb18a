import type { Locale } from '@/i18n/locales';
import { localePath } from '@/lib/routing/locale-path';

export const postPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

/** /feed.xml, /ar/feed.xml. */
export const feedPath = (locale: Locale) => localePath(locale, '/feed.xml');

export const feedAlternates = (locale: Locale) => ({ 'application/rss+xml': feedPath(locale) });

import type { Locale } from '@/i18n/locales';
import { localePath } from '@/lib/routing/locale-path';

/** The public path of a post. */
export const postPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

/** The blog feed's public path in a locale: /feed.xml, /ar/feed.xml. */
export const feedPath = (locale: Locale) => localePath(locale, '/feed.xml');

/** `alternates.types` of every page: the blog feed in the page's language. */
export const feedAlternates = (locale: Locale) => ({ 'application/rss+xml': feedPath(locale) });

import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from './locales';

// The single source of truth for locales. English stays unprefixed (/about),
// Arabic lives under /ar. Public pages are routed by next.config rewrites, not
// by a proxy, so no locale cookie is written: the URL alone decides the locale.
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeCookie: false,
  localeDetection: false,
});

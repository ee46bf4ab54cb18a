// Plain data with no framework imports (see ./blog-listing.ts): next.config.ts writes its locale
// rewrite from it.
import { defaultLocale, locales } from '../../i18n/locales.ts';

/** Folders served outside the locale segment: never rewritten onto /<defaultLocale>/… */
export const OUTSIDE_LOCALE = ['api/', 'go/', 'og/', 'uploads/', '_next/'];

const otherLocales = locales.filter((l) => l !== defaultLocale);

/**
 * next.config's afterFiles rewrite source: any path that does not already start with a
 * non-default locale segment, nor lie under a folder served outside the locale segment.
 */
export const UNPREFIXED_SOURCE = `/:path((?!(?:${otherLocales.join('|')})(?:/|$)|${OUTSIDE_LOCALE.join('|')}).*)`;

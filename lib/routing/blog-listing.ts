// No framework imports and a relative .ts import: next.config.ts and the plain-Node front door read this too.
import { defaultLocale, locales } from '../../i18n/locales.ts';

/** Unfiltered listing pages 1..N are rendered once and cached; the rest render per request. */
export const CACHED_LISTING_PAGES = 20;

/** /<locale>/blog/list/<page>. */
export const LISTING_SEGMENT = 'list';

// Exactly "2" to "20"; anything else stays on the per-request page.
const laterPages = Array.from({ length: CACHED_LISTING_PAGES - 1 }, (_, i) => i + 2);
const pageValue = `(?<page>${laterPages.join('|')})`;
const filters = [
  { type: 'query' as const, key: 'q' },
  { type: 'query' as const, key: 'category' },
];

/** /blog and /blog?page=2..20 go to the cached listing route; run before the catch-all locale rewrite. */
export function blogListingRewrites() {
  return locales.flatMap((locale) => {
    const source = locale === defaultLocale ? '/blog' : `/${locale}/blog`;
    const target = `/${locale}/blog/${LISTING_SEGMENT}`;
    return [
      { source, missing: [...filters, { type: 'query' as const, key: 'page' }], destination: `${target}/1` },
      {
        source,
        has: [{ type: 'query' as const, key: 'page', value: pageValue }],
        missing: filters,
        destination: `${target}/:page`,
      },
    ];
  });
}

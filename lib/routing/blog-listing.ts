// Plain data and functions with no framework imports, so next.config.ts and the server's request
// hook (server/front-door/render-admission.ts, run by Node without a build) can read them too: hence the
// relative import naming its .ts file (Node resolves neither the tsconfig aliases nor bare names).
import { defaultLocale, locales } from '../../i18n/locales.ts';

/** Unfiltered listing pages 1..N are rendered once and cached; the rest render per request. */
export const CACHED_LISTING_PAGES = 20;

/** The internal path of a cached listing page: /<locale>/blog/list/<page>. */
export const LISTING_SEGMENT = 'list';

// Exactly "2" to "20": anything else (0, 021, 99, abc) stays on the per-request page.
const laterPages = Array.from({ length: CACHED_LISTING_PAGES - 1 }, (_, i) => i + 2);
const pageValue = `(?<page>${laterPages.join('|')})`;
const filters = [
  { type: 'query' as const, key: 'q' },
  { type: 'query' as const, key: 'category' },
];

/**
 * Rewrites sending /blog and /blog?page=2..20 (in each locale) to the cached listing route,
 * while a search or a category keeps the public path and reaches the per-request page. These
 * must run before the catch-all locale rewrite: each one is checked against the routes at once.
 */
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

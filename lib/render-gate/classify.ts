// Relative, naming the .ts file: the front door runs this file in plain Node (server/front-door/render-admission.ts).
import { CACHED_LISTING_PAGES } from '../routing/blog-listing.ts';
import { isUnknownAddress } from './known-addresses.ts';

/** `search`: a search (rate-limited per address and gated); `render`: gated only; null: neither. */
export type GatedKind = 'search' | 'render' | null;

const BLOG_PATHS = new Set(['/blog', '/ar/blog']);

export const isSearch = (url: URL) => (url.searchParams.get('q') ?? '').trim() !== '';

/** Gated: what is rendered per request (searches, categories, uncached listings, the search API). */
export function gatedKind(url: URL): GatedKind {
  const params = url.searchParams;
  const searched = isSearch(url);
  if (url.pathname === '/api/blogs') return searched ? 'search' : null;
  if (isUnknownAddress(url.pathname)) return 'render';
  if (!BLOG_PATHS.has(url.pathname)) return null;
  if (searched) return 'search';
  if (params.has('category') || params.has('q')) return 'render';
  const page = params.get('page');
  if (page === null) return null;
  const cached = /^[1-9][0-9]*$/.test(page) && Number(page) >= 2 && Number(page) <= CACHED_LISTING_PAGES;
  return cached ? null : 'render';
}

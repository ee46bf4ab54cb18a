import { NextResponse, type NextRequest } from 'next/server';
import { localePath } from '@/lib/locale-path';
import { postPath } from '@/lib/seo/public-pages';
import { builtPostIndex } from './index/state';
import { isValidSlug, type PostLanguage } from './language';

// Post pages are kept in Next's page cache, and Next would keep a 404 page for every address it
// rendered: a visitor (or a crawler, or an attacker) asking for made-up slugs would grow the
// cache without end. So the proxy sends only real posts to the cached page, answering the rest
// here from the index: former slugs and the other language's address with their 308, anything
// else with the locale's 404, which is rendered per request and kept nowhere.

const POST_ADDRESS = /^(?:\/(ar))?\/blog\/([^/]+)\/?$/;

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The proxy's answer for /blog/<slug> and /ar/blog/<slug>: null lets the request through. */
export function gatePostSlug(request: NextRequest): NextResponse | null {
  const match = POST_ADDRESS.exec(request.nextUrl.pathname);
  if (!match) return null;
  const language: PostLanguage = match[1] === 'ar' ? 'ar' : 'en';
  const slug = decoded(match[2]);
  const index = builtPostIndex();
  // Until the index is built (the first seconds after start), the page itself decides.
  if (!index && slug !== null) return null;
  const found = slug !== null && isValidSlug(slug) ? index?.findSlug(language, slug, Date.now()) : null;
  if (found?.kind === 'post') return null;
  const target = request.nextUrl.clone();
  if (found?.kind === 'redirect') {
    target.pathname = localePath(found.language, postPath(found.slug));
    return NextResponse.redirect(target, 308);
  }
  // Any path no page claims: the catch-all renders the localized 404, uncached.
  target.pathname = `/${language}/blog-post-not-found`;
  return NextResponse.rewrite(target);
}

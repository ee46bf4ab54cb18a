// Paths no route of the site claims. Every one of them ends in app/[locale]/[...rest], which renders
// the localized 404 inside the header and footer on every request (a 404 is never stored): 50
// connections asking for made-up paths took `/about` from 419 to 23 pages a second, measured by
// hand on the test server (docs/performance.md). The request hook holds them to the render gate like
// a made-up post address. Which paths a route claims is read from the build's own routing table
// (.next/routes-manifest.json: its redirects and every route but that catch-all), so a page added
// later is claimed without a second list to keep in step. Relative imports naming their .ts files:
// the hook runs this file in plain Node.
import { localeRoutedPath } from '../routing/locale-rewrite.ts';

/** The parts of Next's routes-manifest.json read here. */
export type RoutesManifest = {
  staticRoutes: { page: string; regex: string }[];
  dynamicRoutes: { page: string; regex: string }[];
  redirects: { regex: string }[];
};

/** The page every unclaimed path falls to. */
export const CATCH_ALL_PAGE = '/[locale]/[...rest]';

/**
 * A test for "no route claims this path", from the build's manifest and the files of `public/` (as
 * `/fonts/x.woff2`). Built once per server. Claimed, in Next's order: Next's own static files, a
 * public file, a redirect, a route without parameters as the path was asked (`/robots.txt`,
 * `/login`), or any route but the catch-all after the locale rewrite (next.config.ts: `/about` is
 * `/[locale]/about` with `en`). A redirect's conditions (has/missing) are not weighed, so a path
 * that only may redirect is never held.
 */
export function unclaimedPathTest(
  manifest: RoutesManifest,
  publicFiles: Iterable<string>,
): (pathname: string) => boolean {
  // One pattern each: the site's own pages are claimed with one or two tests.
  const anyOf = (routes: { regex: string }[]) => new RegExp(routes.map((r) => `(?:${r.regex})`).join('|'));
  const asAsked = anyOf(manifest.staticRoutes);
  const rewritten = anyOf(
    [...manifest.staticRoutes, ...manifest.dynamicRoutes].filter((r) => r.page !== CATCH_ALL_PAGE),
  );
  // Separately: a redirect's pattern may name its groups, and two alike names cannot share one.
  const redirects = manifest.redirects.map((r) => new RegExp(r.regex));
  const files = new Set(publicFiles);
  return (pathname) =>
    !pathname.startsWith('/_next/') &&
    !rewritten.test(localeRoutedPath(pathname)) &&
    !asAsked.test(pathname) &&
    !files.has(pathname) &&
    !redirects.some((r) => r.test(pathname));
}

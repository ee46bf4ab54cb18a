// Paths no route claims: each renders the uncached 404 page, so the front door gates them. Read from
// .next/routes-manifest.json, so a new page needs no second list; plain Node, relative .ts imports.
import { localeRoutedPath } from '../routing/locale-rewrite.ts';

/** The parts of Next's routes-manifest.json read here. */
export type RoutesManifest = {
  staticRoutes: { page: string; regex: string }[];
  dynamicRoutes: { page: string; regex: string }[];
  redirects: { regex: string }[];
};

/** The page every unclaimed path falls to. */
export const CATCH_ALL_PAGE = '/[locale]/[...rest]';

/** "No route claims this path", in Next's order; a redirect's has/missing is ignored, so a path that may redirect is never held. */
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

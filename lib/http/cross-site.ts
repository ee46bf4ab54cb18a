// The same-site rule alone, with no imports, so the server's request hook (plain Node before Next,
// where `@/` does not resolve) applies the very rule the route handlers do (same-site.ts).
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_MESSAGE = 'Cross-site requests are not accepted here';

/** The host of an absolute URL, lower-cased; null when it is not one. */
export function urlHost(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * True for a state-changing request a browser says comes from another site (`Sec-Fetch-Site:
 * cross-site`, or an `Origin` whose host is none of `ownHosts`). Requests without either header
 * (curl, server-to-server calls, old clients) are not browsers acting for a visitor, and pass: a
 * cross-site form can never drop both headers in a current browser.
 */
export function isCrossSite(
  method: string,
  fetchSite: string | null,
  origin: string | null,
  ownHosts: ReadonlyArray<string | null | undefined>,
): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  if (fetchSite?.toLowerCase() === 'cross-site') return true;
  if (origin === null) return false;
  const from = urlHost(origin); // `null` (a sandboxed frame, a cross-site redirect) parses to no host
  return !from || !ownHosts.some((own) => own?.toLowerCase() === from);
}

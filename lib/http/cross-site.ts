// No imports, so the plain-Node front door applies the very rule the route handlers do.
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_MESSAGE = 'Cross-site requests are not accepted here';

export function urlHost(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

/** A state-changing request a browser says is cross-site; without Sec-Fetch-Site and Origin it is no browser and passes. */
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

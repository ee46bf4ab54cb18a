import { env } from '@/lib/config/env';
import { jsonError } from './json-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** `application/json`, optionally with `charset=utf-8`: the one body type the JSON routes take. */
const JSON_CONTENT_TYPE = /^application\/json\s*(?:;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;

export function isJsonContentType(value: string | null): boolean {
  return value !== null && JSON_CONTENT_TYPE.test(value.trim());
}

function host(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

// The site's own origins: the address the request was sent to, and the configured public one
// (behind a proxy the Host header may be an internal name).
function isOwnOrigin(origin: string, request: Request): boolean {
  const from = host(origin); // `null` (a sandboxed frame, a cross-site redirect) parses to no host
  if (!from) return false;
  const own = [request.headers.get('host')?.toLowerCase(), host(request.url), host(env().SITE_URL)];
  return own.includes(from);
}

/**
 * 403 for a state-changing request a browser says comes from another site (`Sec-Fetch-Site:
 * cross-site`, or an `Origin` that is not ours); null when it may go on. Requests without either
 * header (curl, server-to-server calls, old clients) are not browsers acting for a visitor, and
 * pass: a cross-site form can never drop both headers in a current browser.
 */
export function crossSiteRefusal(request: Request): Response | null {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return null;
  const fetchSite = request.headers.get('sec-fetch-site');
  const origin = request.headers.get('origin');
  if (fetchSite?.toLowerCase() !== 'cross-site' && (origin === null || isOwnOrigin(origin, request))) return null;
  return jsonError(403, 'Cross-site requests are not accepted here');
}

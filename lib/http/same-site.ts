import { env } from '@/lib/config/env';
import { CROSS_SITE_MESSAGE, isCrossSite, urlHost } from './cross-site';
import { jsonError } from './json-error';

/** `application/json`, optionally with `charset=utf-8`: the one body type the JSON routes take. */
const JSON_CONTENT_TYPE = /^application\/json\s*(?:;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;

export function isJsonContentType(value: string | null): boolean {
  return value !== null && JSON_CONTENT_TYPE.test(value.trim());
}

// The site's own origins: the address the request was sent to, and the configured public one
// (behind a proxy the Host header may be an internal name).
export const ownHosts = (request: Request) => [
  request.headers.get('host'),
  urlHost(request.url),
  urlHost(env().SITE_URL),
];

/** 403 for a state-changing request a browser says comes from another site (cross-site.ts); null when it may go on. */
export function crossSiteRefusal(request: Request): Response | null {
  const crossSite = isCrossSite(
    request.method,
    request.headers.get('sec-fetch-site'),
    request.headers.get('origin'),
    ownHosts(request),
  );
  return crossSite ? jsonError(403, CROSS_SITE_MESSAGE) : null;
}

import { env } from '@/lib/config/env';
import { CROSS_SITE_MESSAGE, isCrossSite, urlHost } from './cross-site';
import { jsonError } from './json-error';

const JSON_CONTENT_TYPE = /^application\/json\s*(?:;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;

export function isJsonContentType(value: string | null): boolean {
  return value !== null && JSON_CONTENT_TYPE.test(value.trim());
}

// Behind a proxy the Host header may be an internal name, so the public one counts too.
export const ownHosts = (request: Request) => [
  request.headers.get('host'),
  urlHost(request.url),
  urlHost(env().SITE_URL),
];

/** 403 for a cross-site state-changing request (cross-site.ts); null when it may go on. */
export function crossSiteRefusal(request: Request): Response | null {
  const crossSite = isCrossSite(
    request.method,
    request.headers.get('sec-fetch-site'),
    request.headers.get('origin'),
    ownHosts(request),
  );
  return crossSite ? jsonError(403, CROSS_SITE_MESSAGE) : null;
}

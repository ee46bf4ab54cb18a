import { createHash, randomBytes } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { chunkPolicySource } from '@/components/admin/chunk-policy-script';
import { beaconScriptSource } from '@/components/site/analytics-script';
import { themeScriptSource } from '@/components/site/theme-script';
import { adminCsp } from '@/lib/http/security-headers';

// The inline theme script and beacon carry no nonce (the public pages that share them are
// static), so the admin policy allows exactly their bytes by hash (the beacon then sends nothing there),
// as it does the admin layout's Trusted Types policy for Next's chunks.
const scriptHash = (source: string) => `sha256-${createHash('sha256').update(source).digest('base64')}`;
const inlineScriptHashes = [themeScriptSource, beaconScriptSource, chunkPolicySource].map(scriptHash);

/**
 * Runs only on the admin pages (see `config.matcher`), to give each a fresh CSP nonce: public pages
 * never pass through a proxy. Searches wait for a render slot before Next, in the front door
 * (server/front-door/pipeline.ts).
 */
export function proxy(request: NextRequest) {
  return adminProxy(request);
}

/** Next reads the nonce from the request's CSP header and puts it on its own script tags. */
function adminProxy(request: NextRequest) {
  const nonce = randomBytes(16).toString('base64');
  const csp = adminCsp(nonce, inlineScriptHashes);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('Content-Security-Policy', csp);
  requestHeaders.set('x-nonce', nonce);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', csp);
  return response;
}

export const config = {
  // Literal values: Next reads the matcher statically. `/admin/:path*` also matches `/admin`.
  // Router prefetches carry no document, so they need no nonce.
  matcher: [
    { source: '/admin/:path*', missing: [{ type: 'header', key: 'next-router-prefetch' }] },
    { source: '/ar/admin/:path*', missing: [{ type: 'header', key: 'next-router-prefetch' }] },
  ],
};

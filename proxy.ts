import { createHash, randomBytes } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { themeScriptSource } from '@/components/site/theme-script';
import { adminCsp } from '@/lib/http/security-headers';

// The inline theme script carries no nonce (the public pages that share it are static),
// so the admin policy allows exactly its bytes by hash.
const themeScriptHash = `sha256-${createHash('sha256').update(themeScriptSource).digest('base64')}`;

/**
 * Runs only on the admin pages (see `config.matcher`): public pages never pass through
 * a proxy, which keeps them at bare Next.js throughput (measured: tooling/bench/RESULTS.md).
 * Next reads the nonce from the request's CSP header and puts it on its own script tags.
 */
export function proxy(request: NextRequest) {
  const nonce = randomBytes(16).toString('base64');
  const csp = adminCsp(nonce, [themeScriptHash]);
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

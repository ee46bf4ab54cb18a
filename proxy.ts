import { createHash, randomBytes } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { chunkPolicySource } from '@/components/admin/chunk-policy-script';
import { beaconScriptSource } from '@/components/site/analytics-script';
import { themeScriptSource } from '@/components/site/theme-script';
import { adminCsp } from '@/lib/http/security-headers';
import { admitRender, withoutTicket } from '@/lib/render-gate/admit';
import { gatedKind } from '@/lib/render-gate/classify';

// The inline theme script and beacon carry no nonce (the public pages that share them are
// static), so the admin policy allows exactly their bytes by hash (the beacon then sends nothing there),
// as it does the admin layout's Trusted Types policy for Next's chunks.
const scriptHash = (source: string) => `sha256-${createHash('sha256').update(source).digest('base64')}`;
const inlineScriptHashes = [themeScriptSource, beaconScriptSource, chunkPolicySource].map(scriptHash);

/**
 * Runs only on the admin pages and the blog's per-request renders (see `config.matcher`): other
 * public pages never pass through a proxy, which keeps them at bare Next.js throughput
 * (measured: tooling/bench/RESULTS.md), and so never wait behind searches. A gated render enters the
 * gate before Next, in the server's request hook (server/front-door/render-admission.ts), and arrives here
 * holding its slot; on a server started without the hook (`next start`, `next dev` by hand) it
 * enters here, where a 503 with Retry-After can still be answered without rendering. It leaves it
 * from the render itself once the response is sent (lib/render-gate/release.ts): this function
 * returns before the render starts. Measured end to end (e2e/search-load.spec.ts): with one slot
 * taken, refusals come back in 15-27 ms and every slot is free again once its page is sent.
 */
export async function proxy(request: NextRequest) {
  if (!isAdminPath(request.nextUrl.pathname)) {
    const kind = gatedKind(request.nextUrl);
    if (kind) return admitRender(request, kind);
    return NextResponse.next({ request: { headers: withoutTicket(request) } });
  }
  return adminProxy(request);
}

const isAdminPath = (pathname: string) => /^\/(ar\/)?admin(\/|$)/.test(pathname);

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
    // The blog's per-request renders and the search API (lib/render-gate/classify.ts decides).
    { source: '/blog', has: [{ type: 'query', key: 'q' }] },
    { source: '/blog', has: [{ type: 'query', key: 'category' }] },
    { source: '/blog', has: [{ type: 'query', key: 'page' }] },
    { source: '/ar/blog', has: [{ type: 'query', key: 'q' }] },
    { source: '/ar/blog', has: [{ type: 'query', key: 'category' }] },
    { source: '/ar/blog', has: [{ type: 'query', key: 'page' }] },
    { source: '/api/blogs', has: [{ type: 'query', key: 'q' }] },
  ],
};

// Response headers for every route. Imported by next.config.ts (static rules, so
// public pages stay statically generated) and by proxy.ts (the admin pages' nonce CSP),
// so this file must stay free of path aliases and server-only imports.

type Header = { key: string; value: string };
type HeaderRule = {
  source: string;
  headers: Header[];
  has?: { type: 'header'; key: string; value?: string }[];
};

const isDev = () => process.env.NODE_ENV === 'development';

// Every powerful feature the site never uses is switched off for it and any frame.
const permissionsPolicy = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

const baseSecurityHeaders: Header[] = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: permissionsPolicy },
];

/** The site's one Trusted Types policy, created by the admin client (components/admin/trusted-html.ts). */
export const TRUSTED_TYPES_POLICY = 'sahla';

/**
 * The Trusted Types policies the admin pages may create: the site's own, and the `default` one that
 * lets Next's chunk loader set same-origin /_next/static/ script URLs (components/admin/chunk-policy-script.tsx).
 */
const ADMIN_TRUSTED_TYPES_POLICIES = [TRUSTED_TYPES_POLICY, 'default'];

const hstsHeader: Header = { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' };

function serialize(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

// Shared by both policies. Inline style attributes (the <html> colour scheme, React's
// style props) need 'unsafe-inline' for styles; scripts are where the risk is.
function commonDirectives(): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // A post's image may be an absolute https URL (the original API accepts http(s) image URLs as given).
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'"],
    // `next dev` keeps a websocket open for hot reload; production needs only same-origin fetches.
    'connect-src': isDev() ? ["'self'", 'ws:'] : ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * Public pages are prerendered once for everyone, so a per-request nonce is impossible there.
 * Next inlines its RSC payload as <script> tags and the theme script runs before paint, hence
 * 'unsafe-inline' for scripts; every other source stays same-origin.
 */
function publicCsp(): string {
  const script = ["'self'", "'unsafe-inline'", ...(isDev() ? ["'unsafe-eval'"] : [])];
  const csp = serialize({ ...commonDirectives(), 'script-src': script });
  return allowingOrigin(csp, analyticsOrigin(process.env.ANALYTICS_SCRIPT_URL));
}

/**
 * The origin of an operator's own counter (ANALYTICS_SCRIPT_URL: Plausible, Umami), the one other
 * place the public pages may load a script from and send to; null when unset.
 */
export function analyticsOrigin(scriptUrl: string | undefined): string | null {
  if (!scriptUrl) return null;
  try {
    return new URL(scriptUrl).origin;
  } catch {
    return null;
  }
}

/**
 * A policy with exactly `origin` added to script-src and connect-src (once). next.config.ts's
 * rules have it when the build sees the setting; a server started with it adds it to every
 * response's policy (server/front-door/analytics-csp.ts), as the image is built without it.
 */
export function allowingOrigin(csp: string, origin: string | null): string {
  if (!origin) return csp;
  return csp
    .split('; ')
    .map((d) => (/^(script|connect)-src /.test(d) && !d.split(' ').includes(origin) ? `${d} ${origin}` : d))
    .join('; ');
}

/**
 * The admin pages render per request: only scripts carrying this request's nonce (Next adds it
 * to its own tags) or matching a listed hash run, and scripts they load inherit the trust.
 * Trusted Types then refuse every plain string written to a script or HTML sink (innerHTML,
 * script src, eval): only the named policies may make one. `next dev`'s overlay writes
 * innerHTML without a policy, so development runs without them.
 */
export function adminCsp(nonce: string, scriptHashes: string[] = []): string {
  const script = [
    "'self'",
    `'nonce-${nonce}'`,
    "'strict-dynamic'",
    ...scriptHashes.map((h) => `'${h}'`),
    ...(isDev() ? ["'unsafe-eval'"] : []),
  ];
  const trustedTypes: Record<string, string[]> = isDev()
    ? {}
    : { 'require-trusted-types-for': ["'script'"], 'trusted-types': ADMIN_TRUSTED_TYPES_POLICIES };
  return serialize({ ...commonDirectives(), 'script-src': script, ...trustedTypes });
}

// Everything except the admin pages (their CSP comes from proxy.ts). Headers rules match the
// path as requested, before the locale rewrites.
const NOT_ADMIN = '/:path((?!(?:ar/)?admin(?:/|$)).*)';

/** The rules next.config.ts `headers()` returns. */
export function securityHeaderRules(): HeaderRule[] {
  return [
    { source: '/:path*', headers: baseSecurityHeaders },
    { source: NOT_ADMIN, headers: [{ key: 'Content-Security-Policy', value: publicCsp() }] },
    // HSTS only means something over HTTPS; the TLS proxy in front says so with this header.
    { source: '/:path*', has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }], headers: [hstsHeader] },
  ];
}

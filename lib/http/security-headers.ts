// Imported by next.config.ts and proxy.ts: no path aliases, nothing server-only.

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

/** Created by the admin client (components/admin/trusted-html.ts). */
export const TRUSTED_TYPES_POLICY = 'sahla';

/** The site's own, and `default` for Next's chunk loader (components/admin/chunk-policy-script.tsx). */
const ADMIN_TRUSTED_TYPES_POLICIES = [TRUSTED_TYPES_POLICY, 'default'];

const hstsHeader: Header = { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' };

function serialize(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

// Inline style attributes need 'unsafe-inline' for styles; scripts are where the risk is.
function commonDirectives(): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // A post's image may be an absolute https URL.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'"],
    'connect-src': isDev() ? ["'self'", 'ws:'] : ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** Prerendered pages cannot carry a nonce; Next's inline RSC payload and the theme script need 'unsafe-inline'. */
function publicCsp(): string {
  const script = ["'self'", "'unsafe-inline'", ...(isDev() ? ["'unsafe-eval'"] : [])];
  const csp = serialize({ ...commonDirectives(), 'script-src': script });
  return allowingOrigin(csp, analyticsOrigin(process.env.ANALYTICS_SCRIPT_URL));
}

/** ANALYTICS_SCRIPT_URL's origin, the one other source of scripts on the public pages; null when unset. */
export function analyticsOrigin(scriptUrl: string | undefined): string | null {
  if (!scriptUrl) return null;
  try {
    return new URL(scriptUrl).origin;
  } catch {
    return null;
  }
}

/** `origin` added once to script-src and connect-src (server/front-door/analytics-csp.ts, as the image is built without it). */
export function allowingOrigin(csp: string, origin: string | null): string {
  if (!origin) return csp;
  return csp
    .split('; ')
    .map((d) => (/^(script|connect)-src /.test(d) && !d.split(' ').includes(origin) ? `${d} ${origin}` : d))
    .join('; ');
}

/** Nonce or listed hash for scripts, Trusted Types for sinks (docs/security.md); `next dev`'s overlay runs without them. */
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

// Not the admin pages (proxy.ts sets theirs); matched on the path as requested, before locale rewrites.
const NOT_ADMIN = '/:path((?!(?:ar/)?admin(?:/|$)).*)';

export function securityHeaderRules(): HeaderRule[] {
  return [
    { source: '/:path*', headers: baseSecurityHeaders },
    { source: NOT_ADMIN, headers: [{ key: 'Content-Security-Policy', value: publicCsp() }] },
    // HSTS only over HTTPS, as the TLS proxy in front says.
    { source: '/:path*', has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }], headers: [hstsHeader] },
  ];
}

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { defaultLocale, locales } from './i18n/locales';
import { blogListingRewrites } from './lib/routing/blog-listing';
import { securityHeaderRules } from './lib/security-headers';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const otherLocales = locales.filter((l) => l !== defaultLocale);
// Any path that does not already start with a non-default locale segment, nor lie under a
// folder served outside the locale segment. afterFiles rewrites run BEFORE dynamic routes, so
// without this exclusion /api/blogs/<id>, /go/<target>, /og/<locale>/<image> and /uploads/<file>
// would land on /en/... and 404. (`/api` itself stays a localized page of the spec's route list.)
const outsideLocale = ['api/', 'go/', 'og/', 'uploads/', '_next/'];
const unprefixed = `/:path((?!(?:${otherLocales.join('|')})(?:/|$)|${outsideLocale.join('|')}).*)`;

// The spec's header paths, kept working forever.
const aliases: Record<string, string> = {
  '/about-us': '/about',
  '/contact-us': '/contact',
  '/resources': '/blog',
};

// The icon sprite's URL carries a hash of its content (components/ui/icon.tsx), so browsers may
// keep it for a year: a changed sprite is a new URL. Without this, every page load revalidated it.
const iconSpriteVersion = createHash('sha256').update(readFileSync('./public/icons.svg')).digest('hex').slice(0, 8);
// The same for the web fonts (lib/web-fonts.ts): one hash over every file in public/fonts/.
const fontsHash = createHash('sha256');
for (const file of readdirSync('./public/fonts').sort()) {
  fontsHash.update(file).update(readFileSync(`./public/fonts/${file}`));
}
const fontsVersion = fontsHash.digest('hex').slice(0, 8);

const nextConfig: NextConfig = {
  output: 'standalone',
  poweredByHeader: false,
  // Next hashes every response body in JavaScript to make an ETag: measured, a quarter of the
  // server's CPU on a 120 KB static page under load. Pages carry no browser cache lifetime and
  // are 20-30 KB compressed, so a 304 would save little; throughput matters more.
  generateEtags: false,
  reactStrictMode: true,
  outputFileTracingIncludes: {
    '/*': ['./messages/**/*'],
    // Read from disk by the social-image renderer (lib/og): the logo and the two woff2 faces.
    '/og/**': [
      './app/icon.svg',
      './node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
      './node_modules/@fontsource-variable/noto-kufi-arabic/files/noto-kufi-arabic-arabic-wght-normal.woff2',
    ],
  },
  // A WebAssembly build with its binary inlined: loaded by Node as is, not bundled.
  serverExternalPackages: ['wawoff2'],
  env: { ICON_SPRITE_VERSION: iconSpriteVersion, FONTS_VERSION: fontsVersion },
  async headers() {
    return [
      ...securityHeaderRules(),
      { source: '/icons.svg', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
      { source: '/fonts/:file', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
    ];
  },
  async redirects() {
    const aliasRedirects = Object.entries(aliases).flatMap(([from, to]) => [
      { source: from, destination: to, permanent: true },
      ...otherLocales.map((l) => ({ source: `/${l}${from}`, destination: `/${l}${to}`, permanent: true })),
    ]);
    return [
      // The default locale is never prefixed in public URLs.
      { source: `/${defaultLocale}`, destination: '/', permanent: true },
      { source: `/${defaultLocale}/:path*`, destination: '/:path*', permanent: true },
      ...aliasRedirects,
    ];
  },
  async rewrites() {
    // Measured (DESIGN.md): a rewrite keeps statically generated pages at bare
    // Next.js speed, where a locale proxy on every request halves throughput.
    return {
      beforeFiles: [],
      afterFiles: [
        ...blogListingRewrites(),
        { source: '/', destination: `/${defaultLocale}` },
        { source: unprefixed, destination: `/${defaultLocale}/:path` },
      ],
      fallback: [],
    };
  },
};

export default withNextIntl(nextConfig);

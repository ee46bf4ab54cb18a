import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { defaultLocale, locales } from './i18n/locales';
import { blogListingRewrites } from './lib/routing/blog-listing';
import { UNPREFIXED_SOURCE } from './lib/routing/locale-rewrite';
import { securityHeaderRules } from './lib/http/security-headers';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const otherLocales = locales.filter((l) => l !== defaultLocale);
// Any path that does not already start with a non-default locale segment, nor lie under a
// folder served outside the locale segment (lib/routing/locale-rewrite.ts). afterFiles rewrites run
// BEFORE dynamic routes, so without this exclusion /api/blogs/<id>, /go/<target>, /og/<locale>/<image>
// and /uploads/<file> would land on /en/... and 404. (`/api` itself stays a localized page: the
// original site's route list has it.)
const unprefixed = UNPREFIXED_SOURCE;

// The original site's header paths, kept working forever.
const aliases: Record<string, string> = {
  '/about-us': '/about',
  '/contact-us': '/contact',
  '/resources': '/blog',
};

/** The first 8 hex digits of a SHA-256 over the files' bytes: a URL version that changes with them. */
function contentVersion(files: string[]): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(readFileSync(file));
  return hash.digest('hex').slice(0, 8);
}

// The icon sprite's and the web fonts' URLs carry a hash of their content (components/ui/icon.tsx,
// lib/ui/web-fonts.ts), so browsers may keep them for a year: a changed file is a new URL. Without
// this, every page load revalidated them.
const iconSpriteVersion = contentVersion(['./public/icons.svg']);
const fontsVersion = contentVersion(
  readdirSync('./public/fonts')
    .sort()
    .map((file) => `./public/fonts/${file}`),
);

const nextConfig: NextConfig = {
  output: 'standalone',
  poweredByHeader: false,
  // Next hashes every response body in JavaScript to make an ETag: measured, a quarter of the
  // server's CPU on a 120 KB static page under load. Pages carry no browser cache lifetime and
  // are 20-30 KB compressed, so a 304 would save little; throughput matters more.
  generateEtags: false,
  reactStrictMode: true,
  // Redis shared by every instance when REDIS_URL is set at run time, Next's own disk cache
  // otherwise (the file decides when the server starts: one build serves both).
  cacheHandler: path.resolve('cache-handler.mjs'),
  outputFileTracingIncludes: {
    '/*': ['./messages/**/*'],
    // Read from disk by the social-image renderer (lib/og): the logo and the two woff2 faces.
    '/og/**': [
      './app/icon.svg',
      './node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
      './node_modules/@fontsource-variable/noto-kufi-arabic/files/noto-kufi-arabic-arabic-wght-normal.woff2',
    ],
  },
  // A WebAssembly build with its binary inlined: loaded by Node as is, not bundled. bcryptjs is
  // loaded from node_modules too, so the standalone output (and the image) carries it for
  // server/reset-owner.ts, which runs beside the server and hashes like it; ip-address likewise for
  // the front door (server/front-door/client-address.ts), which groups IPv6 clients as the site does, and
  // isbot for its beacon intake (lib/analytics/bots.ts), lru-cache for its kept answers
  // (server/front-door/kept-answers.ts, also imported by cache-handler.mjs). @sahla/process-state holds
  // the values the whole process shares: loaded natively, it is one instance for every bundle and the
  // front door (packages/process-state/README.md).
  serverExternalPackages: ['wawoff2', 'bcryptjs', 'ip-address', 'isbot', 'lru-cache', '@sahla/process-state'],
  experimental: {
    // Pages rendered at run time stay in memory, never written into .next: the container's app
    // folder is read-only, and lib/startup/start-up.ts wipes those disk copies at every start anyway.
    isrFlushToDisk: false,
  },
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
    // Measured (tooling/bench/RESULTS.md): a rewrite keeps statically generated pages at bare
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

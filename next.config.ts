import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { defaultLocale, locales } from './i18n/locales';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const otherLocales = locales.filter((l) => l !== defaultLocale);
// Route handlers outside the locale segment. afterFiles rewrites run before dynamic routes, so
// without this /api/blogs/<id> or /uploads/<file> would become /en/... and hit the catch-all 404.
const serverPrefixes = ['api', 'uploads', 'go', '_next'];
// Any path that does not already start with a non-default locale segment or a server prefix.
const unprefixed = `/:path((?!(?:${[...otherLocales, ...serverPrefixes].join('|')})(?:/|$)).*)`;

// The spec's header paths, kept working forever.
const aliases: Record<string, string> = {
  '/about-us': '/about',
  '/contact-us': '/contact',
  '/resources': '/blog',
};

const nextConfig: NextConfig = {
  output: 'standalone',
  poweredByHeader: false,
  reactStrictMode: true,
  outputFileTracingIncludes: { '/*': ['./messages/**/*'] },
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
        { source: '/', destination: `/${defaultLocale}` },
        { source: unprefixed, destination: `/${defaultLocale}/:path` },
      ],
      fallback: [],
    };
  },
};

export default withNextIntl(nextConfig);

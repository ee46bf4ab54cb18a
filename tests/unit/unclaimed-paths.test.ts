import { CATCH_ALL_PAGE, unclaimedPathTest, type RoutesManifest } from '@/lib/render-gate/unclaimed-paths';
import { localeRoutedPath } from '@/lib/routing/locale-rewrite';

// A routing table shaped as Next 16 writes .next/routes-manifest.json (the regexes as it writes
// them), cut down to one route of each kind the site has.
const manifest: RoutesManifest = {
  staticRoutes: [
    { page: '/robots.txt', regex: '^/robots\\.txt(?:/)?$' },
    { page: '/login', regex: '^/login(?:/)?$' },
    { page: '/api/health', regex: '^/api/health(?:/)?$' },
  ],
  dynamicRoutes: [
    { page: '/api/[...slug]', regex: '^/api/(.+?)(?:/)?$' },
    { page: '/go/[target]', regex: '^/go/([^/]+?)(?:/)?$' },
    { page: '/[locale]', regex: '^/([^/]+?)(?:/)?$' },
    { page: '/[locale]/about', regex: '^/([^/]+?)/about(?:/)?$' },
    { page: '/[locale]/blog/[slug]', regex: '^/([^/]+?)/blog/([^/]+?)(?:/)?$' },
    { page: CATCH_ALL_PAGE, regex: '^/([^/]+?)/(.+?)(?:/)?$' },
  ],
  redirects: [
    { regex: '^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))/$' },
    { regex: '^(?!/_next)/en(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$' },
    { regex: '^(?!/_next)/about-us(?:/)?$' },
  ],
};
const unclaimed = unclaimedPathTest(manifest, ['/fonts', '/fonts/inter-latin.woff2', '/icons.svg']);

describe('paths no route claims', () => {
  it('are the made-up ones, which only the catch-all 404 would answer', () => {
    for (const path of [
      '/nope',
      '/ar/nope',
      '/about/nope',
      '/xx/about',
      '/ar/blog/a/b',
      '/favicon.ico',
      '/ar/robots.txt',
    ])
      expect([path, unclaimed(path)]).toEqual([path, true]);
  });

  it('leave out every page, route, public file and redirect of the site', () => {
    const claimed = [
      ...['/', '/ar', '/about', '/ar/about', '/blog/a-post', '/ar/blog/مقال'], // pages, after the locale rewrite
      ...['/robots.txt', '/login', '/api/health'], // routes outside the locale segment, as asked
      ...['/api/no/such/route', '/go/linkedin'], // dynamic routes outside it (the API answers its own 404)
      ...['/fonts/inter-latin.woff2', '/icons.svg', '/_next/static/chunks/x.js'], // files
      ...['/about/', '/en/about', '/about-us'], // redirects
    ];
    for (const path of claimed) expect([path, unclaimed(path)]).toEqual([path, false]);
  });
});

describe('the locale rewrite the gate routes by', () => {
  it('puts unprefixed paths under the default locale and leaves the rest as they are', () => {
    expect(localeRoutedPath('/')).toBe('/en');
    expect(localeRoutedPath('/about')).toBe('/en/about');
    expect(localeRoutedPath('/arabic-news')).toBe('/en/arabic-news');
    for (const path of ['/ar', '/ar/about', '/api/blogs', '/go/x', '/og/en/a', '/uploads/a.png', '/_next/static/a.js'])
      expect(localeRoutedPath(path)).toBe(path);
  });
});

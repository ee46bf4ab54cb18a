import type { MetadataRoute } from 'next';
import { locales } from '@/i18n/locales';
import { languageAlternates, localePath } from '@/lib/locale-path';
import { logError } from '@/lib/log';
import { getCachedPostSitemapEntries } from '@/lib/posts/index-queries';
import { postPath, publicPagePaths } from '@/lib/seo/public-pages';
import { siteUrl } from '@/lib/site-url';

// Rendered per request from cached data: absolute URLs follow the running server's SITE_URL (as
// robots.txt does), and the posts come from a cache kept for an hour and dropped on every save.
export const dynamic = 'force-dynamic';

type Entry = MetadataRoute.Sitemap[number];

/** The page in each language, each entry naming all of them and x-default. */
function entries(origin: string, path: string, lastModified?: string): Entry[] {
  const languages = Object.fromEntries(
    Object.entries(languageAlternates(path)).map(([lang, href]) => [lang, `${origin}${href}`]),
  );
  return locales.map((locale) => ({
    url: `${origin}${localePath(locale, path)}`,
    ...(lastModified ? { lastModified } : {}),
    alternates: { languages },
  }));
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = siteUrl();
  const pages = publicPagePaths.flatMap((path) => entries(origin, path));
  let posts: Entry[] = [];
  try {
    posts = (await getCachedPostSitemapEntries()).flatMap((post) =>
      entries(origin, postPath(post.slug), post.updatedAt),
    );
  } catch (error) {
    // Database down: the pages are still worth listing; posts return with the database.
    logError('sitemap.posts_failed', error);
  }
  return [...pages, ...posts];
}

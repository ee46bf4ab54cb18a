import type { MetadataRoute } from 'next';
import { locales } from '@/i18n/locales';
import { languageAlternates, localePath } from '@/lib/routing/locale-path';
import { logError } from '@/lib/log/logger';
import { readSitemapEntries, type PostSitemapEntry } from '@/lib/posts/reads';
import { postAlternates } from '@/lib/seo/post-metadata';
import { publicPagePaths } from '@/lib/seo/pages';
import { postPath } from '@/lib/seo/public-pages';
import { siteUrl } from '@/lib/config/site-url';
import { webVersionPaths } from '@/lib/newsletter-issues/public';

// Rendered per request: absolute URLs follow the running server's SITE_URL (as robots.txt does),
// and the posts come from the in-memory index (lib/posts/reads.ts).
export const dynamic = 'force-dynamic';

type Entry = MetadataRoute.Sitemap[number];

const absolute = (origin: string, paths: Record<string, string>) =>
  Object.fromEntries(Object.entries(paths).map(([lang, href]) => [lang, `${origin}${href}`]));

/** The page in each language, each entry naming all of them and x-default. */
function pageEntries(origin: string, path: string): Entry[] {
  const languages = absolute(origin, languageAlternates(path));
  return locales.map((locale) => ({ url: `${origin}${localePath(locale, path)}`, alternates: { languages } }));
}

/** A post under its own language only; alternates only when its translation is public too. */
function postEntries(origin: string, posts: PostSitemapEntry[]): Entry[] {
  const byId = new Map(posts.map((post) => [post.id, post]));
  return posts.map((post) => {
    const translation = post.translationId ? byId.get(post.translationId) : undefined;
    const languages = postAlternates(post, translation && translation.language !== post.language ? translation : null);
    return {
      url: `${origin}${localePath(post.language, postPath(post.slug))}`,
      lastModified: post.updatedAt,
      ...(languages ? { alternates: { languages: absolute(origin, languages) } } : {}),
    };
  });
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = siteUrl();
  // The newsletter archive reads the database per request, so it is not one of the static pages.
  const pages = [...publicPagePaths, '/newsletter'].flatMap((path) => pageEntries(origin, path));
  let posts: Entry[] = [];
  try {
    posts = postEntries(origin, await readSitemapEntries());
  } catch (error) {
    // Database down: the pages are still worth listing; posts return with the database.
    logError('sitemap.posts_failed', error);
  }
  let issues: Entry[] = [];
  try {
    issues = (await webVersionPaths()).map((issue) => ({
      url: `${origin}${localePath(issue.lang, issue.path)}`,
      lastModified: issue.sentAt,
    }));
  } catch (error) {
    logError('sitemap.issues_failed', error);
  }
  return [...pages, ...posts, ...issues];
}

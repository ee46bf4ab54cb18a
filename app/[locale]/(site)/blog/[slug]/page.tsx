import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { notFound, permanentRedirect } from 'next/navigation';
import { PostArticle } from '@/components/blog/post-article';
import type { Locale } from '@/i18n/locales';
import { localePath } from '@/lib/locale-path';
import { getCachedPostBySlug } from '@/lib/posts/cached';
import { postMetadata } from '@/lib/seo/post-metadata';
import { postPath } from '@/lib/seo/public-pages';

type Props = { params: Promise<{ locale: string; slug: string }> };

// Rendered per request from the data cache (lib/posts/cached.ts), never kept as a page: a page
// cache would also keep a 404 for every made-up slug anyone requests, without limit, while the
// data cache keeps only real posts. Per request also lets one route answer the redirects below.
export const dynamic = 'force-dynamic';

async function resolve(params: Props['params']) {
  const { locale, slug } = await params;
  setRequestLocale(locale as Locale);
  let decoded = slug;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    // Not percent-encoded after all: use it as it is.
  }
  return getCachedPostBySlug(locale as Locale, decoded);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await resolve(params);
  return found?.kind === 'post' ? postMetadata(found.post, found.translation) : {};
}

/**
 * A post, on its own language's blog only. A former slug, or the other language's address of a
 * post, answers 308 to where it lives; drafts, scheduled posts and unknown slugs 404.
 */
export default async function PostPage({ params }: Props) {
  const found = await resolve(params);
  if (!found) notFound();
  if (found.kind === 'redirect') permanentRedirect(localePath(found.language, postPath(found.slug)));
  return <PostArticle post={found.post} translation={found.translation} />;
}

import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { notFound, permanentRedirect } from 'next/navigation';
import { PostArticle } from '@/components/blog/post-article';
import type { Locale } from '@/i18n/locales';
import { localePath } from '@/lib/routing/locale-path';
import { readPostBySlug } from '@/lib/posts/reads';
import { postMetadata } from '@/lib/seo/post-metadata';
import { postPath } from '@/lib/seo/public-pages';

type Props = { params: Promise<{ locale: string; slug: string }> };

// Rendered on a post's first request (the build has no database), then served from Next's cache
// until a write revalidates the blog (lib/posts/revalidate.ts) or five minutes pass. A 404 is
// never stored (cache-handler.mjs), so made-up slugs add nothing to the cache.
export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

async function resolve(params: Props['params']) {
  const { locale, slug } = await params;
  setRequestLocale(locale as Locale);
  let decoded = slug;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    // Not percent-encoded after all: use it as it is.
  }
  return readPostBySlug(locale as Locale, decoded);
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

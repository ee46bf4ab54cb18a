import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PostArticle } from '@/components/blog/post-article';
import { PreviewBanner } from '@/components/blog/preview-banner';
import type { Locale } from '@/i18n/locales';
import { verifyPreviewToken } from '@/lib/posts/preview-token';
import { getPostById, isPublic } from '@/lib/posts/queries';

type Props = { params: Promise<{ locale: string; token: string }> };

// Per request and never cached: the address is a 15-minute signed token (lib/posts/preview-token.ts).
export const dynamic = 'force-dynamic';

const noIndex = { index: false, follow: false };

async function load(params: Props['params']) {
  const { locale, token } = await params;
  setRequestLocale(locale as Locale);
  const id = verifyPreviewToken(token);
  const post = id ? await getPostById(id) : null;
  // Under its own language only, as on the public blog.
  if (!post || post.language !== locale) return null;
  const other = post.translationId ? await getPostById(post.translationId) : null;
  const translation = other && isPublic(other) ? { language: other.language, slug: other.slug } : null;
  return { post, translation };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load(params);
  if (!found) return { robots: noIndex };
  const t = await getTranslations({ locale: found.post.language, namespace: 'PostPage' });
  return { title: `${t('previewTitle')}: ${found.post.title}`, robots: noIndex };
}

/** The post page of a draft or scheduled post, as it will look, under a "not published" banner. */
export default async function PostPreviewPage({ params }: Props) {
  const found = await load(params);
  if (!found) notFound();
  return (
    <>
      <PreviewBanner post={found.post} />
      <PostArticle post={found.post} translation={found.translation} />
    </>
  );
}

import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PostMarkdown } from '@/components/blog/markdown';
import { PostImage } from '@/components/blog/post-image.client';
import { PostMeta } from '@/components/blog/post-meta';
import { PostJsonLd } from '@/components/seo/page-json-ld';
import { LocaleLink } from '@/components/ui/locale-link';
import type { Locale } from '@/i18n/locales';
import { findCategory } from '@/lib/posts/categories';
import { getCachedPostBySlug } from '@/lib/posts/cached';
import { formatPostDate } from '@/lib/posts/format-date';
import { postImageUrl } from '@/lib/posts/image-url';
import { localizedMetadata } from '@/lib/page-metadata';
import { Icon } from '@/components/ui/icon';

type Props = { params: Promise<{ locale: string; slug: string }> };

// No post is rendered at build time: each renders on its first request, then is served from
// the cache until a write revalidates the "posts" tag.
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

async function loadPost(params: Props['params']) {
  const { locale, slug } = await params;
  setRequestLocale(locale as Locale);
  let decoded = slug;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    // Not percent-encoded after all: use it as it is.
  }
  return { locale: locale as Locale, post: await getCachedPostBySlug(decoded) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, post } = await loadPost(params);
  if (!post) return {};
  const base = localizedMetadata(locale, `/blog/${post.slug}`, post.title, post.description);
  // Open Graph and Twitter images: the post's own 1200×630 card from localizedMetadata.
  return {
    ...base,
    authors: [{ name: post.author }],
    openGraph: {
      ...base.openGraph,
      type: 'article',
      publishedTime: post.date,
      modifiedTime: post.updatedAt,
      authors: [post.author],
    },
  };
}

export default async function PostPage({ params }: Props) {
  const { locale, post } = await loadPost(params);
  if (!post) notFound();
  const [t, tBlog, tCategory] = await Promise.all([
    getTranslations({ locale, namespace: 'PostPage' }),
    getTranslations({ locale, namespace: 'BlogPage' }),
    getTranslations({ locale, namespace: 'Categories' }),
  ]);
  const category = findCategory(post.category);
  const image = postImageUrl(post.image);

  return (
    <>
      {/* Beside the article, not in it: the article carries no script of any kind. */}
      <PostJsonLd locale={locale} post={post} category={category && tCategory(category.key)} />
      <article className="mx-auto max-w-3xl px-4 pb-24 pt-10 sm:px-6 sm:pt-16">
        <LocaleLink
          href="/blog"
          className="inline-flex items-center gap-2 text-sm font-medium text-muted transition hover:text-primary"
        >
          <Icon name="arrow-left" className="h-4 w-4 rtl:-scale-x-100" />
          {t('backToBlog')}
        </LocaleLink>
        <header className="mt-8 flex flex-col gap-5">
          {category && (
            <LocaleLink
              href={`/blog?category=${category.slug}`}
              className="w-fit rounded-full bg-primary/10 px-3 py-1 text-xs font-semibold text-primary hover:bg-primary/20"
            >
              <span className="sr-only">{t('category')}: </span>
              {tCategory(category.key)}
            </LocaleLink>
          )}
          <h1 dir="auto" className="text-start text-3xl font-bold leading-tight tracking-tight sm:text-5xl">
            {post.title}
          </h1>
          <p dir="auto" className="text-start text-lg text-muted">
            {post.description}
          </p>
          <PostMeta
            byline={t.rich('by', { author: post.author, name: (chunks) => <bdi>{chunks}</bdi> })}
            date={formatPostDate(post.date, locale)}
            dateTime={post.date}
            readingTime={t('readingTime', { minutes: post.readingMinutes })}
          />
        </header>
        {image && (
          <div className="relative mt-10 aspect-[16/9] overflow-hidden rounded-2xl border border-border bg-surface-2">
            <PostImage
              src={image}
              alt={post.title}
              fallbackAlt={tBlog('imageUnavailable')}
              sizes="(min-width: 768px) 768px, 100vw"
              priority
            />
          </div>
        )}
        {post.content && (
          <div dir="auto" className="mt-6 text-start text-lg">
            <PostMarkdown source={post.content} />
          </div>
        )}
      </article>
    </>
  );
}

import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { findCategory } from '@/lib/posts/categories';
import { formatPostDate } from '@/lib/posts/format-date';
import { postImageUrl } from '@/lib/posts/image-url';
import type { Post } from '@/lib/posts/types';
import { localePath } from '@/lib/routing/locale-path';
import { postPath } from '@/lib/seo/public-pages';
import type { TranslationLink } from '@/lib/seo/post-metadata';
import { PostJsonLd } from '@/components/seo/page-json-ld';
import { Icon } from '@/components/ui/icon';
import { LocaleLink } from '@/components/ui/locale-link';
import { PostMarkdown } from './markdown';
import { PostImage } from './post-image.client';
import { PostMeta } from './post-meta';

type Props = { post: Post; translation: TranslationLink };

/** A post as readers see it, on its public page and in the editor's preview alike. */
export async function PostArticle({ post, translation }: Props) {
  const locale: Locale = post.language;
  const [t, tBlog, tCategory, tOther] = await Promise.all([
    getTranslations({ locale, namespace: 'PostPage' }),
    getTranslations({ locale, namespace: 'BlogPage' }),
    getTranslations({ locale, namespace: 'Categories' }),
    translation ? getTranslations({ locale: translation.language, namespace: 'PostPage' }) : null,
  ]);
  const category = findCategory(post.category);
  const image = postImageUrl(post.image);
  return (
    <>
      {/* Beside the article, not in it: the article carries no script of any kind. */}
      <PostJsonLd locale={locale} post={post} category={category && tCategory(category.key)} />
      <article className="mx-auto max-w-3xl px-4 pb-24 pt-10 sm:px-6 sm:pt-16">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <LocaleLink
            href="/blog"
            className="inline-flex items-center gap-2 text-sm font-medium text-muted transition hover:text-primary"
          >
            <Icon name="arrow-left" className="h-4 w-4 rtl:-scale-x-100" />
            {t('backToBlog')}
          </LocaleLink>
          {translation && tOther && (
            // The header's language switch follows this link too (data-translation).
            <a
              href={localePath(translation.language, postPath(translation.slug))}
              hrefLang={translation.language}
              lang={translation.language}
              data-translation={translation.language}
              className="inline-flex items-center gap-2 rounded-full border border-border px-3 py-1 text-sm font-medium transition hover:border-primary hover:text-primary"
            >
              <Icon name="globe" className="h-4 w-4" />
              {tOther('readIn')}
            </a>
          )}
        </div>
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
          <h1 className="text-start text-3xl font-bold leading-tight tracking-tight sm:text-5xl">{post.title}</h1>
          <p className="text-start text-lg text-muted">{post.description}</p>
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
              alt={post.imageDecorative ? '' : post.imageAlt || post.title}
              fallbackAlt={tBlog('imageUnavailable')}
              sizes="(min-width: 768px) 768px, 100vw"
              priority
            />
          </div>
        )}
        {post.content && (
          <div className="mt-6 text-start text-lg">
            <PostMarkdown source={post.content} />
          </div>
        )}
      </article>
    </>
  );
}

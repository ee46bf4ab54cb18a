import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/ui/locale-link';
import type { Locale } from '@/i18n/locales';
import { findCategory } from '@/lib/posts/categories';
import { formatPostDate } from '@/lib/posts/format-date';
import { postImageUrl } from '@/lib/posts/image-url';
import type { Post } from '@/lib/posts/types';
import { ImagePlaceholder } from './image-placeholder';
import { PostImage } from './post-image.client';
import { PostMeta } from './post-meta';
import { Icon } from '@/components/ui/icon';
import { buttonStyles } from '@/components/ui/button';

type Props = { post: Post; locale: Locale; priority?: boolean };

/**
 * One post in a listing. Its links do not prefetch: twelve cards would fetch twelve post pages
 * while the listing loads (measured: the blog's Total Blocking Time on a throttled phone), for
 * pages a visitor opens one at a time; a post page is cached, so a click still answers at once.
 */
export async function PostCard({ post, locale, priority }: Props) {
  const [t, tPost, tCategory] = await Promise.all([
    getTranslations({ locale, namespace: 'BlogPage' }),
    getTranslations({ locale, namespace: 'PostPage' }),
    getTranslations({ locale, namespace: 'Categories' }),
  ]);
  const image = postImageUrl(post.image);
  const category = findCategory(post.category);
  const href = `/blog/${post.slug}`;

  return (
    <article className="group flex flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg">
      <div className="relative aspect-[16/9] overflow-hidden bg-surface-2">
        {image ? (
          <PostImage
            src={image}
            alt={post.imageDecorative ? '' : post.imageAlt || post.title}
            fallbackAlt={t('imageUnavailable')}
            sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
            priority={priority}
          />
        ) : (
          <ImagePlaceholder />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        {category && (
          <span className="w-fit rounded-full bg-primary/10 px-3 py-1 text-xs font-semibold text-primary">
            {tCategory(category.key)}
          </span>
        )}
        <h2 dir="auto" className="text-start text-xl font-semibold leading-snug">
          <LocaleLink href={href} prefetch={false} className="hover:text-primary focus-visible:text-primary">
            {post.title}
          </LocaleLink>
        </h2>
        <p dir="auto" className="line-clamp-3 text-start text-muted">
          {post.description}
        </p>
        <div className="mt-auto flex flex-col gap-4 pt-2">
          <PostMeta
            byline={t.rich('by', { author: post.author, name: (chunks) => <bdi>{chunks}</bdi> })}
            date={formatPostDate(post.date, locale)}
            dateTime={post.date}
            readingTime={tPost('readingTime', { minutes: post.readingMinutes })}
          />
          {/* The title rides along out of sight: the link says where it goes to screen readers and to
              search engines, which read the text, not an aria-label. */}
          <LocaleLink href={href} prefetch={false} className={buttonStyles({ className: 'w-fit' })}>
            <span>
              {t.rich('readMoreAbout', {
                title: post.title,
                hidden: (chunks) => <span className="sr-only">{chunks}</span>,
              })}
            </span>
            <Icon name="arrow-right" className="h-4 w-4 rtl:-scale-x-100" />
          </LocaleLink>
        </div>
      </div>
    </article>
  );
}

import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { keepOnlyBriefly } from '@/lib/cache/keep-only-briefly';
import { logError } from '@/lib/log/logger';
import { readPostList } from '@/lib/posts/reads';
import { findCategory } from '@/lib/posts/categories';
import type { PostList } from '@/lib/posts/types';
import { BlogHero } from './blog-hero';
import { BlogNavigationProvider, ResultsRegion } from './blog-navigation.client';
import type { BlogQuery } from './blog-query';
import { CategoryFilter } from './category-filter';
import { NoResults } from './no-results';
import { Pagination } from './pagination';
import { PostCard } from './post-card';

export const BLOG_PAGE_SIZE = 12;

type Props = { locale: Locale; query: BlogQuery };

/** The blog list for one query: hero with search, categories, results and pagination. */
export async function BlogListing({ locale, query }: Props) {
  const t = await getTranslations({ locale, namespace: 'BlogPage' });

  let result: PostList = { items: [], total: 0 };
  let unavailable = false;
  try {
    result = await readPostList({
      q: query.q || undefined,
      category: findCategory(query.category)?.value,
      // Each blog shows the posts written in its language only.
      language: locale,
      limit: BLOG_PAGE_SIZE,
      skip: (query.page - 1) * BLOG_PAGE_SIZE,
    });
  } catch (error) {
    // The database is down: the page still renders, says so in the visitor's language (not "no
    // articles", which would be untrue), and is read again as soon as it is back.
    logError('blog.list_failed', error, { q: query.q, category: query.category, page: query.page });
    unavailable = true;
    await keepOnlyBriefly();
  }
  const pages = Math.ceil(result.total / BLOG_PAGE_SIZE);

  return (
    <BlogNavigationProvider>
      <BlogHero locale={locale} query={query} />
      <section className="mx-auto max-w-7xl px-4 pb-24 sm:px-6">
        <CategoryFilter locale={locale} query={query} />
        <p role="status" className="mt-6 text-center text-sm text-muted">
          {unavailable
            ? t('unavailable')
            : t(result.totalIsLowerBound ? 'resultCountAtLeast' : 'resultCount', { count: result.total })}
        </p>
        <ResultsRegion loadingLabel={t('loading')}>
          <div className="mt-6">
            {unavailable ? (
              <NoResults title={t('unavailable')} hint={t('unavailableHint')} />
            ) : result.items.length > 0 ? (
              <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {result.items.map((post, index) => (
                  <PostCard key={post._id} post={post} locale={locale} priority={index < 3} />
                ))}
              </div>
            ) : (
              <NoResults title={t('noResults')} hint={t('noResultsHint')} />
            )}
          </div>
          <Pagination locale={locale} query={query} pages={pages} more={result.totalIsLowerBound} />
        </ResultsRegion>
      </section>
    </BlogNavigationProvider>
  );
}

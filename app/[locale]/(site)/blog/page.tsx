import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BlogHero } from '@/components/blog/blog-hero';
import { ResultsRegion, BlogNavigationProvider } from '@/components/blog/blog-navigation.client';
import type { BlogQuery } from '@/components/blog/blog-query';
import { CategoryFilter } from '@/components/blog/category-filter';
import { NoResults } from '@/components/blog/no-results';
import { Pagination } from '@/components/blog/pagination';
import { PostCard } from '@/components/blog/post-card';
import type { Locale } from '@/i18n/locales';
import { logError } from '@/lib/log';
import { readPostList } from '@/lib/posts/cached';
import { findCategory } from '@/lib/posts/categories';
import { MAX_QUERY_LENGTH } from '@/lib/posts/list-params';
import type { PostList } from '@/lib/posts/types';
import { pageMetadata } from '@/lib/page-metadata';

const PAGE_SIZE = 12;

type SearchParams = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata((await params).locale as Locale, 'BlogPage', '/blog');
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

function readQuery(searchParams: SearchParams): BlogQuery {
  const page = Number.parseInt(first(searchParams.page), 10);
  return {
    q: first(searchParams.q).trim().slice(0, MAX_QUERY_LENGTH),
    category: findCategory(first(searchParams.category))?.slug ?? null,
    page: Number.isFinite(page) && page > 1 ? Math.min(page, 10_000) : 1,
  };
}

/**
 * The blog list. Search, category and page live in the URL and are applied on the server, so
 * this page renders per request (reading searchParams makes it dynamic); the unfiltered and
 * category listings behind it are cached under the "posts" tag and refreshed only when a post
 * changes.
 */
export default async function BlogPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const query = readQuery(await searchParams);
  const t = await getTranslations({ locale, namespace: 'BlogPage' });

  let result: PostList = { items: [], total: 0 };
  let unavailable = false;
  try {
    result = await readPostList({
      q: query.q || undefined,
      category: findCategory(query.category)?.value,
      limit: PAGE_SIZE,
      skip: (query.page - 1) * PAGE_SIZE,
    });
  } catch (error) {
    // The database is down: the page still renders, says so in the visitor's language (not "no
    // articles", which would be untrue), and the next request reads again once it is back.
    logError('blog.list_failed', error, { q: query.q, category: query.category, page: query.page });
    unavailable = true;
  }
  const pages = Math.ceil(result.total / PAGE_SIZE);

  return (
    <BlogNavigationProvider>
      <BlogHero locale={locale} />
      <section className="mx-auto max-w-7xl px-4 pb-24 sm:px-6">
        <CategoryFilter locale={locale} query={query} />
        <p role="status" className="mt-6 text-center text-sm text-muted">
          {unavailable ? t('unavailable') : t('resultCount', { count: result.total })}
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
          <Pagination locale={locale} query={query} pages={pages} />
        </ResultsRegion>
      </section>
    </BlogNavigationProvider>
  );
}

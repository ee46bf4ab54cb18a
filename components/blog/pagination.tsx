import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { FilterLink } from './blog-navigation.client';
import { blogHref, type BlogQuery } from './blog-query';
import { Icon } from '@/components/ui/icon';

/** `more`: a search stopped counting, so there are more than `pages` pages. */
type Props = { locale: Locale; query: BlogQuery; pages: number; more?: boolean };

const linkClass =
  'inline-flex items-center gap-1.5 rounded-lg border border-border bg-surface px-4 py-2 text-sm font-medium transition hover:border-primary hover:text-primary';

export async function Pagination({ locale, query, pages, more }: Props) {
  if (pages <= 1) return null;
  const t = await getTranslations({ locale, namespace: 'BlogPage' });
  const { page } = query;
  return (
    <nav aria-label={t('pagination')} className="mt-12 flex items-center justify-center gap-4">
      {page > 1 ? (
        <FilterLink href={blogHref(locale, { ...query, page: page - 1 })} rel="prev" className={linkClass}>
          <Icon name="chevron-left" className="h-4 w-4 rtl:-scale-x-100" />
          {t('previous')}
        </FilterLink>
      ) : (
        <span className="w-[6.5rem]" />
      )}
      <span className="text-sm text-muted" aria-current="page">
        {t(more ? 'pageOfAtLeast' : 'pageOf', { page, pages })}
      </span>
      {page < pages ? (
        <FilterLink href={blogHref(locale, { ...query, page: page + 1 })} rel="next" className={linkClass}>
          {t('next')}
          <Icon name="chevron-right" className="h-4 w-4 rtl:-scale-x-100" />
        </FilterLink>
      ) : (
        <span className="w-[6.5rem]" />
      )}
    </nav>
  );
}

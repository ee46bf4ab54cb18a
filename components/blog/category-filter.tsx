import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { categories } from '@/lib/posts/categories';
import { FilterLink } from './blog-navigation.client';
import { blogHref, type BlogQuery } from './blog-query';

type Props = { locale: Locale; query: BlogQuery };

/** All, then the six categories; the active one is marked for sight and screen readers. */
export async function CategoryFilter({ locale, query }: Props) {
  const [t, tCategory] = await Promise.all([
    getTranslations({ locale, namespace: 'BlogPage' }),
    getTranslations({ locale, namespace: 'Categories' }),
  ]);
  const options = [
    { slug: null, label: tCategory('all') },
    ...categories.map((c) => ({ slug: c.slug, label: tCategory(c.key) })),
  ];
  return (
    <nav aria-label={t('categoriesLabel')}>
      <ul className="flex flex-wrap justify-center gap-2">
        {options.map(({ slug, label }) => {
          const active = query.category === slug;
          return (
            <li key={slug ?? 'all'}>
              <FilterLink
                href={blogHref(locale, { q: query.q, category: slug, page: 1 })}
                aria-current={active ? 'true' : undefined}
                className={
                  active
                    ? 'inline-block rounded-full border border-primary bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground'
                    : 'inline-block rounded-full border border-border bg-surface px-4 py-2 text-sm font-medium text-foreground transition hover:border-primary hover:text-primary'
                }
              >
                {label}
              </FilterLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

import { getTranslations } from 'next-intl/server';
import { NewsletterForm } from '@/components/forms/newsletter-form';
import type { Locale } from '@/i18n/locales';
import { MAX_QUERY_LENGTH } from '@/lib/posts/list-params';
import type { BlogQuery } from './blog-query';
import { BlogSearch } from './blog-search.client';
import { Icon } from '@/components/ui/icon';

export async function BlogHero({ locale, query }: { locale: Locale; query: BlogQuery }) {
  const t = await getTranslations({ locale, namespace: 'BlogPage' });
  return (
    <section className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-56 -z-10 mx-auto h-[34rem] max-w-5xl bg-radial from-primary/30 via-accent/10 via-40% to-transparent to-70%"
      />
      <div className="mx-auto flex max-w-4xl flex-col items-center px-4 pb-10 pt-16 text-center sm:px-6 sm:pt-24">
        <span className="inline-flex items-center gap-2 rounded-full border border-border bg-surface px-4 py-1.5 text-sm font-medium text-primary">
          <Icon name="newspaper" className="h-4 w-4" />
          {t('badge')}
        </span>
        <h1 className="mt-6 text-4xl font-bold tracking-tight sm:text-5xl">{t('title')}</h1>
        <p className="mt-5 max-w-2xl text-lg text-muted">{t('subtitle')}</p>
        <div className="mt-8 flex w-full justify-center">
          <BlogSearch
            query={query.q}
            category={query.category}
            label={t('searchLabel')}
            placeholder={t('searchPlaceholder')}
            clearLabel={t('clearSearch')}
            maxLength={MAX_QUERY_LENGTH}
          />
        </div>
        <div className="mt-10 flex w-full flex-col gap-4 rounded-2xl border border-border bg-surface/80 p-5 text-start sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-3">
            <Icon name="mail" className="mt-0.5 h-5 w-5 shrink-0 text-accent" />
            <div>
              <h2 className="font-semibold">{t('newsletterTitle')}</h2>
              <p className="text-sm text-muted">{t('newsletterText')}</p>
            </div>
          </div>
          <NewsletterForm source="blog" className="w-full sm:max-w-sm" />
        </div>
      </div>
    </section>
  );
}

import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { localePath } from '@/lib/routing/locale-path';
import { findCategory } from '@/lib/posts/categories';
import { readFeedEntries } from '@/lib/posts/reads';
import { siteUrl } from '@/lib/config/site-url';
import { feedPath, postPath } from './public-pages';
import { buildRss } from './rss';

const FEED_SIZE = 20;

/** The newest posts written in that language. */
export async function blogFeed(locale: Locale): Promise<string> {
  const origin = siteUrl();
  const [t, categories, posts] = await Promise.all([
    getTranslations({ locale, namespace: 'BlogPage' }),
    getTranslations({ locale, namespace: 'Categories' }),
    readFeedEntries(locale, FEED_SIZE),
  ]);
  return buildRss({
    title: t('badge'),
    link: `${origin}${localePath(locale, '/blog')}`,
    self: `${origin}${feedPath(locale)}`,
    description: t('metaDescription'),
    language: locale,
    items: posts.map((post) => {
      const category = findCategory(post.category);
      return {
        title: post.title,
        link: `${origin}${localePath(locale, postPath(post.slug))}`,
        description: post.description,
        category: category ? categories(category.key) : post.category,
        author: post.author,
        date: post.date,
      };
    }),
  });
}

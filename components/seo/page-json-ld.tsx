import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import type { PublicEvent } from '@/lib/events/types';
import { postImageUrl } from '@/lib/posts/image-url';
import type { Post } from '@/lib/posts/types';
import { ogImagePath } from '@/lib/seo/og-image';
import { blogPostingJsonLd, eventsJsonLd, homeJsonLd, type Translate } from '@/lib/seo/structured-data';
import { siteUrl } from '@/lib/config/site-url';
import { JsonLd } from './json-ld';

// Structured data wants plain text: rich-text tags (<ltr>, <hl>) keep their content only.
const plain = { ltr: (chunks: string) => chunks, hl: (chunks: string) => chunks };

async function translator(locale: Locale): Promise<Translate> {
  const t = await getTranslations({ locale });
  return (key) => t.markup(key, plain);
}

/** The home page's Organization and WebSite. */
export async function HomeJsonLd({ locale }: { locale: Locale }) {
  return <JsonLd data={homeJsonLd(locale, siteUrl(), await translator(locale))} />;
}

/** An Event for each event on the events page, illustrated with the page's social image. */
export async function EventsJsonLd({ locale, events }: { locale: Locale; events: readonly PublicEvent[] }) {
  const t = await translator(locale);
  const image = `${siteUrl()}${ogImagePath(locale, '/events', t('EventsPage.metaTitle'), t('EventsPage.metaDescription'))}`;
  return <JsonLd data={eventsJsonLd(events, locale, siteUrl(), t, image)} />;
}

/** A post page's BlogPosting, illustrated with the post's social card and its own picture. */
export async function PostJsonLd({ locale, post, category }: { locale: Locale; post: Post; category?: string }) {
  const t = await translator(locale);
  const origin = siteUrl();
  const picture = postImageUrl(post.image);
  const source = { ...post, image: picture ? new URL(picture, `${origin}/`).href : null, imageAlt: post.imageAlt };
  const card = `${origin}${ogImagePath(locale, `/blog/${post.slug}`, post.title, post.description)}`;
  return <JsonLd data={blogPostingJsonLd(source, locale, origin, t, { card, category })} />;
}

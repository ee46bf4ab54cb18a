import type { Locale } from '@/i18n/locales';
import { CONTACT_EMAIL, CONTACT_PHONE, departments } from '@/lib/content/contact';
import type { PublicEvent } from '@/lib/events/types';
import { withOffset } from '@/lib/events/zoned-time';
import { socialLinks } from '@/lib/content/navigation';
import type { MessageKey } from '@/lib/content/types';
import { locales } from '@/i18n/locales';
import { localePath } from '@/lib/routing/locale-path';

/** A catalogue lookup that answers plain text (rich-text tags removed). */
export type Translate = (key: MessageKey) => string;
export type JsonLdNode = { '@type': string } & Record<string, unknown>;
type JsonLdGraph = { '@context': 'https://schema.org'; '@graph': JsonLdNode[] };

const graph = (nodes: JsonLdNode[]): JsonLdGraph => ({ '@context': 'https://schema.org', '@graph': nodes });

/** "Casablanca, Morocco" / "الدار البيضاء، المغرب" → the city alone. */
function cityOf(place: string): string {
  return place.split(/[,،]/)[0]!.trim();
}

const organizationId = (origin: string) => `${origin}/#organization`;

/** The company: name, logo, social profiles, office in Casablanca, ways to reach each team. */
function organizationNode(origin: string, t: Translate): JsonLdNode {
  return {
    '@type': 'Organization',
    '@id': organizationId(origin),
    name: t('Brand.name'),
    slogan: t('Brand.tagline'),
    description: t('Metadata.description'),
    url: `${origin}/`,
    logo: { '@type': 'ImageObject', url: `${origin}/og/logo.png`, width: 512, height: 512 },
    sameAs: socialLinks.flatMap(({ href }) => (href?.startsWith('https://') ? [href] : [])),
    address: {
      '@type': 'PostalAddress',
      addressLocality: cityOf(t('ContactPage.cards.location.value')),
      addressCountry: 'MA',
    },
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        email: CONTACT_EMAIL,
        telephone: CONTACT_PHONE,
        areaServed: 'MA',
        availableLanguage: ['en', 'ar'],
      },
      ...departments.map((department) => ({
        '@type': 'ContactPoint',
        contactType: t(department.titleKey),
        email: department.email,
        availableLanguage: ['en', 'ar'],
      })),
    ],
    knowsLanguage: [...locales],
  };
}

/**
 * The home page's graph. schema.org gives an Organization no language, so the page's language
 * (`inLanguage`) sits on the WebSite node, which names the Organization as its publisher.
 */
export function homeJsonLd(locale: Locale, origin: string, t: Translate): JsonLdGraph {
  return graph([
    organizationNode(origin, t),
    {
      '@type': 'WebSite',
      '@id': `${origin}${localePath(locale, '/')}#website`,
      url: `${origin}${localePath(locale, '/')}`,
      name: t('Brand.name'),
      description: t('Metadata.description'),
      inLanguage: locale,
      publisher: { '@id': organizationId(origin) },
    },
  ]);
}

const isOnline = (event: PublicEvent) => event.mode === 'online';

/** One event: dates with the offset of its time zone, place or online location, capacity, organizer. */
function eventNode(event: PublicEvent, locale: Locale, origin: string, t: Translate, image?: string): JsonLdNode {
  const pageUrl = `${origin}${localePath(locale, '/events')}`;
  const words = event.text[locale];
  const place = words.location;
  return {
    '@type': 'Event',
    '@id': `${pageUrl}#event-${event.slug}`,
    name: words.title,
    description: words.description,
    startDate: withOffset(event.start, event.timeZone),
    endDate: withOffset(event.end, event.timeZone),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: isOnline(event)
      ? 'https://schema.org/OnlineEventAttendanceMode'
      : 'https://schema.org/OfflineEventAttendanceMode',
    location: isOnline(event)
      ? { '@type': 'VirtualLocation', url: pageUrl }
      : {
          '@type': 'Place',
          name: place,
          address: { '@type': 'PostalAddress', addressLocality: cityOf(place), addressCountry: 'MA' },
        },
    organizer: { '@type': 'Organization', '@id': organizationId(origin), name: t('Brand.name'), url: `${origin}/` },
    inLanguage: locale,
    ...(event.attendees === null ? {} : { maximumAttendeeCapacity: event.attendees }),
    url: `${origin}${localePath(locale, `/events/${event.slug}`)}`,
    ...(image ? { image: [image] } : {}),
  };
}

/** Every event of the events page, past and upcoming. */
export function eventsJsonLd(
  events: readonly PublicEvent[],
  locale: Locale,
  origin: string,
  t: Translate,
  image?: string,
): JsonLdGraph {
  return graph(events.map((event) => eventNode(event, locale, origin, t, image)));
}

/** What a BlogPosting needs of a post (a subset of lib/posts' Post). */
type PostingSource = {
  slug: string;
  title: string;
  description: string;
  author: string;
  date: string;
  updatedAt: string;
  /** Absolute URL of the post's own picture, if it has one, and its text alternative. */
  image: string | null;
  imageAlt?: string;
  /** The language the post is written in (its page lives under that language only). */
  language: Locale;
};

/** A post page's article: headline, dates, author, images (the social card first), language. */
export function blogPostingJsonLd(
  post: PostingSource,
  locale: Locale,
  origin: string,
  t: Translate,
  options: { card: string; category?: string },
): JsonLdGraph {
  const url = `${origin}${localePath(locale, `/blog/${encodeURIComponent(post.slug)}`)}`;
  return graph([
    {
      '@type': 'BlogPosting',
      '@id': `${url}#article`,
      headline: post.title,
      description: post.description,
      datePublished: post.date,
      dateModified: post.updatedAt,
      author: { '@type': 'Person', name: post.author },
      publisher: {
        '@type': 'Organization',
        '@id': organizationId(origin),
        name: t('Brand.name'),
        logo: { '@type': 'ImageObject', url: `${origin}/og/logo.png` },
      },
      image: [
        options.card,
        ...(post.image ? [{ '@type': 'ImageObject', url: post.image, caption: post.imageAlt || undefined }] : []),
      ],
      inLanguage: post.language,
      mainEntityOfPage: { '@type': 'WebPage', '@id': url, inLanguage: locale },
      url,
      ...(options.category ? { articleSection: options.category } : {}),
    },
  ]);
}

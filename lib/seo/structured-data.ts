import type { Locale } from '@/i18n/locales';
import { CONTACT_EMAIL, CONTACT_PHONE, departments } from '@/lib/content/contact';
import type { PublicEvent } from '@/lib/events/types';
import { withOffset } from '@/lib/events/zoned-time';
import { socialLinks } from '@/lib/content/navigation';
import type { MessageKey } from '@/lib/content/types';
import { locales } from '@/i18n/locales';
import { localePath } from '@/lib/routing/locale-path';

/** Answers plain text (rich-text tags removed). */
export type Translate = (key: MessageKey) => string;
export type JsonLdNode = { '@type': string } & Record<string, unknown>;
type JsonLdGraph = { '@context': 'https://schema.org'; '@graph': JsonLdNode[] };

const graph = (nodes: JsonLdNode[]): JsonLdGraph => ({ '@context': 'https://schema.org', '@graph': nodes });

function cityOf(place: string): string {
  return place.split(/[,،]/)[0]!.trim();
}

const organizationId = (origin: string) => `${origin}/#organization`;

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

/** schema.org gives an Organization no language, so `inLanguage` sits on the WebSite node that names it publisher. */
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

export function eventsJsonLd(
  events: readonly PublicEvent[],
  locale: Locale,
  origin: string,
  t: Translate,
  image?: string,
): JsonLdGraph {
  return graph(events.map((event) => eventNode(event, locale, origin, t, image)));
}

/** A subset of lib/posts' Post. */
type PostingSource = {
  slug: string;
  title: string;
  description: string;
  author: string;
  date: string;
  updatedAt: string;
  /** Absolute URL, if any, and its text alternative. */
  image: string | null;
  imageAlt?: string;
  language: Locale;
};

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

import { renderToStaticMarkup } from 'react-dom/server';
import { JsonLd } from '@/components/seo/json-ld';
import type { Locale } from '@/i18n/locales';
import { defaultEvents } from '@/lib/events/defaults';
import type { MessageKey } from '@/lib/content/types';
import {
  blogPostingJsonLd,
  eventsJsonLd,
  homeJsonLd,
  type JsonLdNode,
  type Translate,
} from '@/lib/seo/structured-data';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

const ORIGIN = 'https://sahla.example';
type Tree = { [key: string]: string | Tree };

function translator(locale: Locale): Translate {
  const catalogue = (locale === 'ar' ? ar : en) as unknown as Tree;
  return (key: MessageKey) => {
    const value = key.split('.').reduce<unknown>((node, part) => (node as Tree)[part], catalogue);
    if (typeof value !== 'string') throw new Error(`no message ${key}`);
    return value.replace(/<\/?(ltr|hl)>/g, '');
  };
}

/** What a crawler reads: the script's text, parsed. */
function renderedJson(data: object): unknown {
  const html = renderToStaticMarkup(<JsonLd data={data} />);
  const match = /^<script type="application\/ld\+json">(.*)<\/script>$/s.exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!);
}

const byType = (nodes: JsonLdNode[], type: string) => nodes.filter((node) => node['@type'] === type);

describe.each(['en', 'ar'] as const)('structured data in %s', (locale) => {
  const t = translator(locale);

  test('the home page has an Organization and a WebSite in the page language', () => {
    const data = renderedJson(homeJsonLd(locale, ORIGIN, t)) as { '@context': string; '@graph': JsonLdNode[] };
    expect(data['@context']).toBe('https://schema.org');
    const [organization] = byType(data['@graph'], 'Organization');
    expect(organization).toMatchObject({
      name: t('Brand.name'),
      url: `${ORIGIN}/`,
      logo: { url: `${ORIGIN}/og/logo.png` },
      address: { '@type': 'PostalAddress', addressCountry: 'MA' },
    });
    expect(organization!.sameAs).toEqual(expect.arrayContaining([expect.stringMatching(/^https:\/\//)]));
    expect((organization!.contactPoint as JsonLdNode[])[0]).toMatchObject({ email: 'contact@sahla.ma' });
    const [website] = byType(data['@graph'], 'WebSite');
    expect(website).toMatchObject({
      inLanguage: locale,
      url: locale === 'en' ? `${ORIGIN}/` : `${ORIGIN}/ar`,
      publisher: { '@id': organization!['@id'] },
    });
  });

  test('each event is an Event with zoned dates, its attendance mode, place and capacity', () => {
    const events = defaultEvents();
    const image = `${ORIGIN}/og/${locale}/events.png?v=1`;
    const data = renderedJson(eventsJsonLd(events, locale, ORIGIN, t, image)) as { '@graph': JsonLdNode[] };
    const nodes = byType(data['@graph'], 'Event');
    expect(nodes).toHaveLength(events.length);
    for (const node of nodes) {
      expect(node.inLanguage).toBe(locale);
      expect(node.startDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
      expect(Date.parse(node.endDate as string)).toBeGreaterThan(Date.parse(node.startDate as string));
      expect(node.image).toEqual([image]);
      expect(node.organizer).toMatchObject({ '@type': 'Organization', name: t('Brand.name') });
    }
    const webinar = nodes.find((node) => node.name === t('EventsPage.events.webinar.title'))!;
    expect(webinar).toMatchObject({
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation' },
      maximumAttendeeCapacity: 200,
    });
    const workshop = nodes.find((node) => node.name === t('EventsPage.events.workshop.title'))!;
    expect(workshop).toMatchObject({
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', address: { addressLocality: locale === 'en' ? 'Rabat' : 'الرباط' } },
      maximumAttendeeCapacity: 50,
    });
  });
});

test('text that could close the script element is escaped, and still reads back intact', () => {
  const data = { '@type': 'Thing', name: '</script><script>alert(1)</script> \u2028' };
  const html = renderToStaticMarkup(<JsonLd data={data} />);
  expect(html.match(/<\/script>/g)).toHaveLength(1);
  expect(html).toContain('\\u003c/script>');
  expect(renderedJson(data)).toEqual(data);
});

describe('BlogPosting', () => {
  const post = {
    slug: 'مرحبا-abc123',
    title: 'مرحبا بالذكاء الاصطناعي',
    description: 'مقدمة قصيرة',
    author: 'editor',
    date: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    image: `${ORIGIN}/uploads/cover.png`,
    imageAlt: 'روبوت يكتب على حاسوب',
    language: 'ar' as const,
  };

  test.each(['en', 'ar'] as const)('on the %s page: headline, dates, author, images and the language', (locale) => {
    const card = `${ORIGIN}/og/${locale}/post.png?v=1`;
    const data = renderedJson(
      blogPostingJsonLd(post, locale, ORIGIN, translator(locale), { card, category: 'NLP' }),
    ) as { '@graph': JsonLdNode[] };
    const [posting] = byType(data['@graph'], 'BlogPosting');
    const url = `${ORIGIN}${locale === 'ar' ? '/ar' : ''}/blog/${encodeURIComponent(post.slug)}`;
    expect(posting).toMatchObject({
      headline: post.title,
      datePublished: post.date,
      dateModified: post.updatedAt,
      author: { '@type': 'Person', name: 'editor' },
      image: [card, { '@type': 'ImageObject', url: post.image, caption: post.imageAlt }],
      inLanguage: 'ar', // the post's own language (its stored field)
      mainEntityOfPage: { '@type': 'WebPage', '@id': url, inLanguage: locale },
      articleSection: 'NLP',
    });
  });

  test('an English post without a picture has the card alone and English as its language', () => {
    const english = { ...post, title: 'Hello', description: 'A short intro', image: null, language: 'en' as const };
    const data = blogPostingJsonLd(english, 'ar', ORIGIN, translator('ar'), { card: 'c' });
    expect(data['@graph'][0]).toMatchObject({ image: ['c'], inLanguage: 'en' });
  });
});

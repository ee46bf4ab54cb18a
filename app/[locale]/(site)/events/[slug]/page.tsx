import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { EventDetail } from '@/components/events/event-detail';
import type { Locale } from '@/i18n/locales';
import { readEventBySlug } from '@/lib/events/reads';
import { localizedMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ locale: string; slug: string }> };

// Rendered on an event's first request (the build has no database), then served from Next's cache
// until an event is saved (its tag expires), its end passes, or five minutes pass.
export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

async function resolve(params: Props['params']) {
  const { locale, slug } = await params;
  setRequestLocale(locale as Locale);
  return { locale: locale as Locale, found: await readEventBySlug(slug) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, found } = await resolve(params);
  if (!found) return {};
  const { event } = found;
  const words = event.text[locale];
  return localizedMetadata(locale, `/events/${event.slug}`, words.title, words.description);
}

/** One event, in either language: when, where, how to take part, and its calendar file. */
export default async function EventPage({ params }: Props) {
  const { locale, found } = await resolve(params);
  if (!found) notFound();
  return <EventDetail event={found.event} upcoming={found.upcoming} locale={locale} />;
}

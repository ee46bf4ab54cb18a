import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NewsletterForm } from '@/components/forms/newsletter-form';
import { EventGrid } from '@/components/sections/event-grid';
import { Hero } from '@/components/sections/hero';
import { SubscribePanel } from '@/components/sections/subscribe-panel';
import { EventsJsonLd } from '@/components/seo/page-json-ld';
import { ButtonLink } from '@/components/ui/button-link';
import { richTags } from '@/components/ui/ltr';
import type { Locale } from '@/i18n/locales';
import { eventsWithStatus } from '@/lib/content/events';
import { pageMetadata } from '@/lib/page-metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata((await params).locale as Locale, '/events');
}

export default async function EventsPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations('EventsPage');

  return (
    <>
      <EventsJsonLd locale={locale} />
      <Hero
        badge={t('hero.badge')}
        title={t.rich('hero.title', richTags)}
        description={t.rich('hero.description', richTags)}
      />
      <EventGrid
        id="upcoming"
        heading={{ title: t('upcoming.title'), description: t('upcoming.description') }}
        events={eventsWithStatus('upcoming')}
        footer={<p className="text-sm text-muted">{t.rich('timeZoneNote', richTags)}</p>}
      />
      <EventGrid
        id="past"
        tinted
        heading={{ title: t('past.title'), description: t('past.description') }}
        events={eventsWithStatus('past')}
        // Recaps of past events are published on the blog.
        footer={
          <ButtonLink href="/blog" variant="secondary" icon="arrow">
            {t('past.viewHighlights')}
          </ButtonLink>
        }
      />
      <SubscribePanel id="stay-updated" title={t('stayUpdated.title')} text={t.rich('stayUpdated.text', richTags)}>
        <NewsletterForm source="events" />
      </SubscribePanel>
    </>
  );
}

import { getTranslations } from 'next-intl/server';
import { NewsletterForm } from '@/components/forms/newsletter-form';
import { EventGrid } from '@/components/sections/event-grid';
import { Hero } from '@/components/sections/hero';
import { SubscribePanel } from '@/components/sections/subscribe-panel';
import { EventsJsonLd } from '@/components/seo/page-json-ld';
import { ButtonLink } from '@/components/ui/button-link';
import { richTags } from '@/components/ui/ltr';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { readEventsByClock } from '@/lib/events/reads';
import { metadataFor } from '@/lib/seo/page-metadata';
import { heroWords } from '@/components/sections/section-words';

export const generateMetadata = metadataFor('/events');

export default async function EventsPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations('EventsPage');
  // Upcoming or past by the clock now; the page is kept no longer than the next end (lib/events/reads.ts).
  const { upcoming, past } = await readEventsByClock();

  return (
    <>
      <EventsJsonLd locale={locale} events={[...upcoming, ...past]} />
      <Hero {...await heroWords('EventsPage')} />
      <EventGrid
        id="upcoming"
        locale={locale}
        heading={{ title: t('upcoming.title'), description: t('upcoming.description') }}
        events={upcoming}
        footer={<p className="text-sm text-muted">{t.rich('timeZoneNote', richTags)}</p>}
      />
      <EventGrid
        id="past"
        locale={locale}
        tinted
        heading={{ title: t('past.title'), description: t('past.description') }}
        events={past}
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

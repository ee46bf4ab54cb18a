import { getFormatter, getTranslations } from 'next-intl/server';
import { EventsJsonLd } from '@/components/seo/page-json-ld';
import { Badge } from '@/components/ui/badge';
import { Icon } from '@/components/ui/icon';
import { IconTile } from '@/components/ui/icon-tile';
import { LocaleLink } from '@/components/ui/locale-link';
import type { Locale } from '@/i18n/locales';
import { eventLook } from '@/lib/events/look';
import type { PublicEvent } from '@/lib/events/types';
import { postImageUrl } from '@/lib/posts/image-url';
import { EventRegistration } from './event-registration';

const linkClass =
  'inline-flex items-center gap-2 rounded-full border border-border px-4 py-2 text-sm font-medium transition hover:border-primary hover:text-primary';

/** An event's own page: its words in the page's language, its times in its own time zone. */
export async function EventDetail({
  event,
  upcoming,
  locale,
}: {
  event: PublicEvent;
  upcoming: boolean;
  locale: Locale;
}) {
  const t = await getTranslations();
  const format = await getFormatter();
  const words = event.text[locale];
  const look = eventLook(event.type);
  const when = { timeZone: event.timeZone, numberingSystem: 'latn' } as const;
  const start = new Date(event.start);
  const end = new Date(event.end);
  const image = postImageUrl(event.image);
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6 px-6 py-16" data-testid="event-detail">
      <EventsJsonLd locale={locale} events={[event]} />
      <LocaleLink href="/events" className="inline-flex items-center gap-2 text-sm text-muted hover:text-primary">
        <Icon name="arrow-left" className="h-4 w-4 rtl:-scale-x-100" />
        {t('EventDetail.back')}
      </LocaleLink>
      <div className="flex items-center gap-4">
        <IconTile icon={look.icon} tone={look.tone} />
        <div className="flex flex-wrap gap-2">
          <Badge tone={look.tone}>{t(`EventsPage.types.${event.type}`)}</Badge>
          <Badge tone={upcoming ? 'emerald' : 'neutral'}>
            {t(`EventsPage.status.${upcoming ? 'upcoming' : 'past'}`)}
          </Badge>
        </div>
      </div>
      <h1 className="text-4xl font-bold tracking-tight">{words.title}</h1>
      {image && (
        // eslint-disable-next-line @next/next/no-img-element -- an upload or the team's own URL, sized by CSS
        <img src={image} alt={event.imageAlt[locale]} className="aspect-video w-full rounded-2xl object-cover" />
      )}
      <p className="text-lg leading-relaxed text-muted">{words.description}</p>
      <dl className="grid gap-3 border-t border-border pt-5 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-semibold">{t('EventsPage.labels.date')}</dt>
          <dd>
            <time dateTime={event.start}>{format.dateTime(start, { dateStyle: 'full', ...when })}</time>
          </dd>
        </div>
        <div>
          <dt className="font-semibold">{t('EventsPage.labels.time')}</dt>
          <dd>
            {format.dateTimeRange(start, end, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short', ...when })}
          </dd>
        </div>
        <div>
          <dt className="font-semibold">{t('EventsPage.labels.location')}</dt>
          <dd>{event.mode === 'online' ? `${words.location} (${t('EventDetail.online')})` : words.location}</dd>
        </div>
        {event.attendees !== null && (
          <div>
            <dt className="font-semibold">{t('EventsPage.labels.attendees')}</dt>
            <dd>{t('EventsPage.labels.attendeeCount', { count: event.attendees })}</dd>
          </div>
        )}
      </dl>
      <div className="flex flex-wrap gap-3">
        <a href={`/api/events/${event.slug}/ics?lang=${locale}`} download={`${event.slug}.ics`} className={linkClass}>
          <Icon name="calendar-days" className="h-4 w-4" />
          {t('EventDetail.addToCalendar')}
        </a>
      </div>
      {upcoming && <EventRegistration event={event} locale={locale} />}
    </article>
  );
}

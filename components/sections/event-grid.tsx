import { getFormatter, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { IconTile } from '@/components/ui/icon-tile';
import { Section } from '@/components/ui/section';
import type { HeadingText } from '@/components/ui/section-heading';
import type { Locale } from '@/i18n/locales';
import type { IconName } from '@/lib/content/types';
import { eventLook } from '@/lib/events/look';
import type { PublicEvent } from '@/lib/events/types';
import { LocaleLink } from '@/components/ui/locale-link';
import { Icon } from '@/components/ui/icon';

type Props = {
  id: 'upcoming' | 'past';
  locale: Locale;
  heading: HeadingText;
  events: PublicEvent[];
  tinted?: boolean;
  footer?: ReactNode;
};

function Detail({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-3">
      <dt>
        <Icon name={icon} className="size-4 text-muted" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Event cards with date, time, place, type and attendance: the upcoming and the past events. */
export async function EventGrid({ id, locale, heading, events, tinted, footer }: Props) {
  const t = await getTranslations();
  const format = await getFormatter();
  return (
    <Section id={id} heading={{ ...heading, align: 'start' }} tinted={tinted}>
      <ul className="grid gap-6 md:grid-cols-2">
        {events.map((event) => {
          const start = new Date(event.start);
          const end = new Date(event.end);
          // The event's own time, in the page's language, with Western digits as the rest of the site uses.
          const when = { timeZone: event.timeZone, numberingSystem: 'latn' } as const;
          const look = eventLook(event.type);
          const words = event.text[locale];
          return (
            <Card as="li" key={event.id} interactive className="flex flex-col" data-testid={`${id}-item`}>
              <article className="flex h-full flex-col">
                <div className="flex items-start justify-between gap-4">
                  <IconTile icon={look.icon} tone={look.tone} />
                  <div className="flex flex-wrap justify-end gap-2">
                    <Badge tone={look.tone}>{t(`EventsPage.types.${event.type}`)}</Badge>
                    <Badge tone={id === 'upcoming' ? 'emerald' : 'neutral'}>{t(`EventsPage.status.${id}`)}</Badge>
                  </div>
                </div>
                <h3 className="mt-5 text-xl font-semibold">
                  <LocaleLink href={`/events/${event.slug}`} className="hover:text-primary">
                    {words.title}
                  </LocaleLink>
                </h3>
                <p className="mt-2 leading-relaxed text-muted">{words.description}</p>
                <dl className="mt-6 grid gap-3 border-t border-border pt-5 text-sm sm:grid-cols-2">
                  <Detail icon="calendar-days" label={t('EventsPage.labels.date')}>
                    <time dateTime={event.start}>{format.dateTime(start, { dateStyle: 'long', ...when })}</time>
                  </Detail>
                  <Detail icon="clock" label={t('EventsPage.labels.time')}>
                    {format.dateTimeRange(start, end, { hour: 'numeric', minute: '2-digit', ...when })}
                  </Detail>
                  <Detail icon="map-pin" label={t('EventsPage.labels.location')}>
                    {words.location}
                  </Detail>
                  {event.attendees !== null && (
                    <Detail icon="users" label={t('EventsPage.labels.attendees')}>
                      {t('EventsPage.labels.attendeeCount', { count: event.attendees })}
                    </Detail>
                  )}
                </dl>
              </article>
            </Card>
          );
        })}
      </ul>
      {footer && <div className="mt-10 flex justify-center">{footer}</div>}
    </Section>
  );
}

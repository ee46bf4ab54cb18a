import { getFormatter, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { IconTile } from '@/components/ui/icon-tile';
import { richTags } from '@/components/ui/ltr';
import { Section } from '@/components/ui/section';
import type { HeadingText } from '@/components/ui/section-heading';
import { EVENT_TIME_ZONE, type SiteEvent } from '@/lib/content/events';
import type { IconName } from '@/lib/content/types';
import { Icon } from '@/components/ui/icon';

type Props = { id: string; heading: HeadingText; events: SiteEvent[]; tinted?: boolean; footer?: ReactNode };

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
export async function EventGrid({ id, heading, events, tinted, footer }: Props) {
  const t = await getTranslations();
  const format = await getFormatter();
  // Morocco's time, in the page's language, with Western digits as the rest of the site uses.
  const when = { timeZone: EVENT_TIME_ZONE, numberingSystem: 'latn' } as const;
  return (
    <Section id={id} heading={{ ...heading, align: 'start' }} tinted={tinted}>
      <ul className="grid gap-6 md:grid-cols-2">
        {events.map((event) => {
          const start = new Date(event.start);
          const end = new Date(event.end);
          return (
            <Card as="li" key={event.id} interactive className="flex flex-col" data-testid={`${id}-item`}>
              <article className="flex h-full flex-col">
                <div className="flex items-start justify-between gap-4">
                  <IconTile icon={event.icon} tone={event.tone} />
                  <div className="flex flex-wrap justify-end gap-2">
                    <Badge tone={event.tone}>{t(`EventsPage.types.${event.type}`)}</Badge>
                    <Badge tone={event.status === 'upcoming' ? 'emerald' : 'neutral'}>
                      {t(`EventsPage.status.${event.status}`)}
                    </Badge>
                  </div>
                </div>
                <h3 className="mt-5 text-xl font-semibold">{t(event.titleKey)}</h3>
                <p className="mt-2 leading-relaxed text-muted">{t.rich(event.descriptionKey, richTags)}</p>
                <dl className="mt-6 grid gap-3 border-t border-border pt-5 text-sm sm:grid-cols-2">
                  <Detail icon="calendar-days" label={t('EventsPage.labels.date')}>
                    <time dateTime={event.start}>{format.dateTime(start, { dateStyle: 'long', ...when })}</time>
                  </Detail>
                  <Detail icon="clock" label={t('EventsPage.labels.time')}>
                    {format.dateTimeRange(start, end, { hour: 'numeric', minute: '2-digit', ...when })}
                  </Detail>
                  <Detail icon="map-pin" label={t('EventsPage.labels.location')}>
                    {t(event.locationKey)}
                  </Detail>
                  <Detail icon="users" label={t('EventsPage.labels.attendees')}>
                    {t('EventsPage.labels.attendeeCount', { count: event.attendees })}
                  </Detail>
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

import { getFormatter, getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/card';
import { IconTile } from '@/components/ui/icon-tile';
import { LocaleLink } from '@/components/ui/locale-link';
import { Section } from '@/components/ui/section';
import type { Locale } from '@/i18n/locales';
import { readEventsByClock } from '@/lib/events/reads';
import { eventLook } from '@/lib/events/look';

// The home page shows the next few events only; /events has them all.
const SHOWN = 3;

/** The next upcoming events, each linking to its page; nothing when none is upcoming. */
export async function UpcomingEvents({ locale }: { locale: Locale }) {
  const { upcoming } = await readEventsByClock();
  if (upcoming.length === 0) return null;
  const [t, format] = await Promise.all([getTranslations('EventsPage'), getFormatter()]);
  return (
    <Section id="upcoming-events" heading={{ title: t('upcoming.title'), description: t('upcoming.description') }}>
      <ul className="grid gap-4 md:grid-cols-3" data-testid="home-upcoming">
        {upcoming.slice(0, SHOWN).map((event) => (
          <Card as="li" key={event.id} interactive className="flex items-center gap-4">
            <IconTile icon={eventLook(event.type).icon} tone={eventLook(event.type).tone} />
            <div className="flex min-w-0 flex-col">
              <LocaleLink href={`/events/${event.slug}`} className="font-semibold hover:text-primary">
                {event.text[locale].title}
              </LocaleLink>
              <time dateTime={event.start} className="text-sm text-muted">
                {format.dateTime(new Date(event.start), {
                  dateStyle: 'long',
                  timeZone: event.timeZone,
                  numberingSystem: 'latn',
                })}
              </time>
            </div>
          </Card>
        ))}
      </ul>
    </Section>
  );
}

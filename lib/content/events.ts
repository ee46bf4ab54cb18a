import type { IconName, MessageKey, Tone } from './types';

import type { EventType } from '@/lib/constants/site-content';
type EventStatus = 'upcoming' | 'past';

export type SiteEvent = {
  id: string;
  type: EventType;
  status: EventStatus;
  /** ISO date-times with Morocco's offset on that day, shown in EVENT_TIME_ZONE. */
  start: string;
  end: string;
  attendees: number;
  icon: IconName;
  tone: Tone;
  titleKey: MessageKey;
  descriptionKey: MessageKey;
  locationKey: MessageKey;
};

export const EVENT_TIME_ZONE = 'Africa/Casablanca';

// The shipped events, seeded once (lib/events/seed.ts); `status` is relative to the content date, for the tests only.
export const events: SiteEvent[] = [
  {
    id: 'summit',
    type: 'conference',
    status: 'upcoming',
    start: '2027-03-16T09:00:00+00:00',
    end: '2027-03-16T17:00:00+00:00',
    attendees: 500,
    icon: 'presentation',
    tone: 'indigo',
    titleKey: 'EventsPage.events.summit.title',
    descriptionKey: 'EventsPage.events.summit.description',
    locationKey: 'EventsPage.events.summit.location',
  },
  {
    id: 'webinar',
    type: 'webinar',
    status: 'upcoming',
    start: '2026-12-10T18:00:00+00:00',
    end: '2026-12-10T19:30:00+00:00',
    attendees: 200,
    icon: 'mic',
    tone: 'cyan',
    titleKey: 'EventsPage.events.webinar.title',
    descriptionKey: 'EventsPage.events.webinar.description',
    locationKey: 'EventsPage.events.webinar.location',
  },
  {
    id: 'workshop',
    type: 'workshop',
    status: 'past',
    start: '2026-06-20T10:00:00+01:00',
    end: '2026-06-20T16:00:00+01:00',
    attendees: 50,
    icon: 'wrench',
    tone: 'amber',
    titleKey: 'EventsPage.events.workshop.title',
    descriptionKey: 'EventsPage.events.workshop.description',
    locationKey: 'EventsPage.events.workshop.location',
  },
  {
    id: 'ceremony',
    type: 'ceremony',
    status: 'past',
    start: '2026-09-26T19:00:00+00:00',
    end: '2026-09-26T22:00:00+00:00',
    attendees: 300,
    icon: 'party-popper',
    tone: 'rose',
    titleKey: 'EventsPage.events.ceremony.title',
    descriptionKey: 'EventsPage.events.ceremony.description',
    locationKey: 'EventsPage.events.ceremony.location',
  },
];

export function eventsWithStatus(status: EventStatus): SiteEvent[] {
  const list = events.filter((event) => event.status === status);
  return list.sort((a, b) => (status === 'upcoming' ? 1 : -1) * (Date.parse(a.start) - Date.parse(b.start)));
}

import { events as shippedEvents, EVENT_TIME_ZONE } from '@/lib/content/events';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import type { PublicEvent } from './types';

// The shipped events: seeded into an empty database (./seed.ts) and shown while the build prerenders without one.

const messages = { en, ar } as const;

function message(language: 'en' | 'ar', key: string): string {
  let value: unknown = messages[language];
  for (const part of key.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  return typeof value === 'string' ? value : '';
}

const words = (language: 'en' | 'ar', event: (typeof shippedEvents)[number]) => ({
  title: message(language, event.titleKey),
  description: message(language, event.descriptionKey),
  location: message(language, event.locationKey),
});

export function defaultEvents(): PublicEvent[] {
  return shippedEvents.map((event) => ({
    id: event.id,
    slug: event.id,
    type: event.type,
    start: new Date(event.start).toISOString(),
    end: new Date(event.end).toISOString(),
    timeZone: EVENT_TIME_ZONE,
    mode: event.type === 'webinar' ? 'online' : 'in-person',
    registration: 'none',
    registrationUrl: '',
    image: null,
    imageAlt: { en: '', ar: '' },
    attendees: event.attendees,
    text: { en: words('en', event), ar: words('ar', event) },
    revision: 1,
    outdatedLanguages: [],
    updatedAt: new Date(0).toISOString(),
  }));
}

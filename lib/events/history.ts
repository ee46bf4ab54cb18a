import type { RevisionKind, Snapshot } from '@/lib/revisions/types';
import type { SiteEventDoc } from '@/models/site-event';
import type { EventFields } from './schema';
import { instantToZoned } from './zoned-time';

const WORDS = ['title', 'description', 'location'] as const;
// 'titleEn', 'imageAltAr': snapshot keys are stored as field names, and FerretDB refuses dots in those.
const key = (word: string, language: 'en' | 'ar') => `${word}${language === 'en' ? 'En' : 'Ar'}`;
const inLanguage = (language: 'en' | 'ar') => [...WORDS, 'imageAlt'].map((word) => key(word, language));

export const eventKind: RevisionKind = { name: 'event', languages: { en: inLanguage('en'), ar: inLanguage('ar') } };

type Kept = Pick<
  SiteEventDoc,
  | 'slug'
  | 'type'
  | 'mode'
  | 'timeZone'
  | 'start'
  | 'end'
  | 'registration'
  | 'registrationUrl'
  | 'attendees'
  | 'image'
  | 'imageAlt'
  | 'text'
>;

/** All the form edits, flat. */
export function eventSnapshot(doc: Kept): Snapshot {
  const words = Object.fromEntries(
    (['en', 'ar'] as const).flatMap((language) => [
      ...WORDS.map((word) => [key(word, language), doc.text?.[language]?.[word] ?? '']),
      [key('imageAlt', language), doc.imageAlt?.[language] ?? ''],
    ]),
  );
  return {
    ...words,
    slug: doc.slug,
    type: doc.type,
    mode: doc.mode,
    timeZone: doc.timeZone,
    start: new Date(doc.start).toISOString(),
    end: new Date(doc.end).toISOString(),
    registration: doc.registration,
    registrationUrl: doc.registrationUrl ?? '',
    attendees: doc.attendees ?? null,
    image: doc.image ?? null,
  };
}

/** As the form would send it (times on the event's clock), for a restore. */
export function snapshotToEventInput(snapshot: Snapshot): Record<string, unknown> {
  const text = (key: string) => String(snapshot[key] ?? '');
  const zone = text('timeZone');
  const words = (language: 'en' | 'ar') =>
    Object.fromEntries(WORDS.map((word) => [word, text(key(word, language))])) as EventFields['text']['en'];
  return {
    slug: text('slug'),
    type: text('type'),
    mode: text('mode'),
    timeZone: zone,
    start: instantToZoned(new Date(text('start')), zone),
    end: instantToZoned(new Date(text('end')), zone),
    registration: text('registration'),
    registrationUrl: text('registrationUrl'),
    attendees: typeof snapshot.attendees === 'number' ? snapshot.attendees : null,
    image: snapshot.image === null ? null : text('image'),
    imageAlt: { en: text('imageAltEn'), ar: text('imageAltAr') },
    text: { en: words('en'), ar: words('ar') },
  };
}

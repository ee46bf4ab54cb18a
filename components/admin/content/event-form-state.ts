import type { EventType } from '@/lib/constants/site-content';
import type { EventInput } from '@/lib/events/schema';
import type { PublicEvent } from '@/lib/events/types';
import { eventSnapshot } from '@/lib/events/history';
import { instantToZoned, zonedToInstant } from '@/lib/events/zoned-time';
import type { Snapshot } from '@/lib/revisions/types';

type Words = { title: string; description: string; location: string };

/** The event form's fields as the inputs hold them (text everywhere, times on the event's clock). */
export type EventFormState = {
  slug: string;
  type: EventType;
  mode: 'online' | 'in-person';
  timeZone: string;
  start: string;
  end: string;
  registration: 'none' | 'link' | 'interest';
  registrationUrl: string;
  attendees: string;
  image: string | null;
  imageAlt: { en: string; ar: string };
  text: { en: Words; ar: Words };
};

const noWords = (): Words => ({ title: '', description: '', location: '' });

/** A new event: the team's time zone, in person, no registration. */
export function blankEvent(timeZone: string): EventFormState {
  return {
    slug: '',
    type: 'conference',
    mode: 'in-person',
    timeZone,
    start: '',
    end: '',
    registration: 'none',
    registrationUrl: '',
    attendees: '',
    image: null,
    imageAlt: { en: '', ar: '' },
    text: { en: noWords(), ar: noWords() },
  };
}

/** A stored event in the form, its times shown on its own clock. */
export function eventToForm(event: PublicEvent): EventFormState {
  return {
    slug: event.slug,
    type: event.type,
    mode: event.mode,
    timeZone: event.timeZone,
    start: instantToZoned(new Date(event.start), event.timeZone),
    end: instantToZoned(new Date(event.end), event.timeZone),
    registration: event.registration,
    registrationUrl: event.registrationUrl,
    attendees: event.attendees === null ? '' : String(event.attendees),
    image: event.image,
    imageAlt: { ...event.imageAlt },
    text: { en: { ...event.text.en }, ar: { ...event.text.ar } },
  };
}

/** What the API takes (lib/events/schema.ts). */
export function formToInput(form: EventFormState): EventInput {
  const attendees = form.attendees.trim();
  return { ...form, attendees: attendees === '' ? null : Number(attendees) };
}

/** The form in a revision's shape (what a conflict compares with theirs); unreadable times keep theirs. */
export function formSnapshot(form: EventFormState, theirs: Snapshot): Snapshot {
  const instant = (wallClock: string, kept: Snapshot[string]) =>
    zonedToInstant(wallClock, form.timeZone) ?? new Date(String(kept));
  const input = formToInput(form);
  return eventSnapshot({
    ...form,
    attendees: input.attendees ?? null,
    start: instant(form.start, theirs.start ?? null),
    end: instant(form.end, theirs.end ?? null),
  });
}

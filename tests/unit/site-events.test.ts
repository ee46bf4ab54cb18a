import ICAL from 'ical.js';
import { secondsUntilNextEnd, splitEvents } from '@/lib/events/clock';
import { defaultEvents } from '@/lib/events/defaults';
import { eventCalendar } from '@/lib/events/ics';
import { eventFieldsSchema, eventProblems, type EventInput } from '@/lib/events/schema';
import { instantToZoned, isTimeZone, withOffset, zonedToInstant } from '@/lib/events/zoned-time';
import { pageProblems } from '@/lib/pages/schema';

const valid = (): EventInput => ({
  slug: 'open-day',
  type: 'workshop',
  mode: 'in-person',
  timeZone: 'Africa/Casablanca',
  start: '2026-12-10T18:00',
  end: '2026-12-10T19:30',
  registration: 'interest',
  text: {
    en: { title: 'Open day', description: 'Come, see, ask; then stay.', location: 'Rabat, Morocco' },
    ar: { title: 'يوم مفتوح', description: 'تعال وشاهد واسأل.', location: 'الرباط، المغرب' },
  },
});

describe('event fields (one schema for the admin form and the API)', () => {
  test('a complete event passes, its wall-clock times read in its own time zone', () => {
    const parsed = eventFieldsSchema.parse(valid());
    expect(parsed.start.toISOString()).toBe('2026-12-10T18:00:00.000Z');
    const paris = eventFieldsSchema.parse({ ...valid(), timeZone: 'Europe/Paris' });
    expect(paris.start.toISOString()).toBe('2026-12-10T17:00:00.000Z');
  });

  test('an end before the start, an unknown zone and a missing language each name their field', () => {
    expect(eventProblems({ ...valid(), end: '2026-12-10T17:00' })).toEqual({ end: 'endBeforeStart' });
    expect(eventProblems({ ...valid(), timeZone: 'Mars/Olympus' })).toEqual({ timeZone: 'timeZone' });
    expect(eventProblems({ ...valid(), text: { en: valid().text.en } })).toEqual({ 'text.ar': 'required' });
    const blankTitle = { ...valid(), text: { ...valid().text, ar: { ...valid().text.ar, title: ' ' } } };
    expect(eventProblems(blankTitle)).toEqual({ 'text.ar.title': 'required' });
  });

  test('a registration link must be https, and a cover needs its description in both languages', () => {
    expect(eventProblems({ ...valid(), registration: 'link' })).toEqual({ registrationUrl: 'required' });
    expect(eventProblems({ ...valid(), registration: 'link', registrationUrl: 'http://x.test' })).toEqual({
      registrationUrl: 'invalid',
    });
    expect(eventProblems({ ...valid(), image: 'a.webp', imageAlt: { en: 'A room', ar: '' } })).toEqual({
      'imageAlt.ar': 'required',
    });
  });

  test('a page needs its title in both languages; its text may stay empty', () => {
    const page = { text: { en: { title: 'Privacy', body: '' }, ar: { title: 'الخصوصية', body: '' } } };
    expect(pageProblems(page)).toEqual({});
    expect(pageProblems({ text: { en: page.text.en } })).toEqual({ 'text.ar': 'required' });
  });
});

describe('time zones', () => {
  test('known and unknown zones', () => {
    expect(isTimeZone('Africa/Casablanca')).toBe(true);
    expect(isTimeZone('Nowhere/Land')).toBe(false);
  });

  test('wall-clock times round-trip across a daylight-saving change', () => {
    for (const wall of ['2026-03-28T23:30', '2026-07-01T09:00', '2026-10-25T01:30']) {
      const instant = zonedToInstant(wall, 'Europe/Paris')!;
      expect(instantToZoned(instant, 'Europe/Paris')).toBe(wall);
    }
    expect(zonedToInstant('2026-02-30T10:00', 'UTC')).toBeNull();
    expect(withOffset('2026-07-01T07:00:00.000Z', 'Europe/Paris')).toBe('2026-07-01T09:00:00+02:00');
  });
});

describe('upcoming or past, by the clock', () => {
  const events = defaultEvents();

  test('on the shipped content date the split is the one the site always showed', () => {
    const { upcoming, past } = splitEvents(events, Date.parse('2026-11-21T12:00:00Z'));
    expect(upcoming.map((e) => e.slug)).toEqual(['webinar', 'summit']);
    expect(past.map((e) => e.slug)).toEqual(['ceremony', 'workshop']);
  });

  test('an event moves to past the moment its end passes, and the page lives no longer than that', () => {
    const end = Date.parse('2026-12-10T19:30:00Z');
    expect(splitEvents(events, end - 1000).upcoming[0]!.slug).toBe('webinar');
    expect(splitEvents(events, end).past[0]!.slug).toBe('webinar');
    expect(secondsUntilNextEnd(events, end - 65_000)).toBe(65);
    expect(secondsUntilNextEnd(events, Date.parse('2026-01-01T00:00:00Z'))).toBe(300);
    expect(secondsUntilNextEnd([], Date.now())).toBe(300);
  });
});

describe('the .ics file', () => {
  test('parses with a real iCalendar library: one event, the right instants, words with commas intact', () => {
    const event = { ...defaultEvents()[1]!, text: { ...defaultEvents()[1]!.text, en: valid().text.en } };
    const text = eventCalendar(event, 'en', 'https://sahla.example');
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(text));
    const vevent = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(vevent.summary).toBe('Open day');
    expect(vevent.description).toContain('Come, see, ask; then stay.');
    expect(vevent.location).toBe('Rabat, Morocco');
    expect(vevent.startDate.toJSDate().toISOString()).toBe(event.start);
    expect(vevent.endDate.toJSDate().toISOString()).toBe(event.end);
    expect(vevent.uid).toBe(`${event.slug}@sahla.example`);
  });

  test('long Arabic text folds on whole characters and reads back the same', () => {
    const event = defaultEvents()[0]!;
    const text = eventCalendar(event, 'ar', 'https://sahla.example');
    const vevent = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!);
    expect(vevent.description).toContain(event.text.ar.description);
  });
});

import type { PublicEvent } from './types';

// RFC 5545; times in UTC ("Z", §3.3.5) with the event's zone in the description, so no VTIMEZONE is needed.

/** §3.3.11. */
function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** §3.1: lines past 75 octets fold, continuing after one space. */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const length = Buffer.byteLength(char, 'utf8');
    if (size + length > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += length;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const utc = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** `origin` makes its UID and page address. */
export function eventCalendar(event: PublicEvent, language: 'en' | 'ar', origin: string, now = new Date()): string {
  const words = event.text[language];
  const page = `${origin}${language === 'ar' ? '/ar' : ''}/events/${event.slug}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Sahla//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.slug}@${new URL(origin).host}`,
    `DTSTAMP:${utc(now.toISOString())}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${escapeText(words.title)}`,
    `DESCRIPTION:${escapeText(`${words.description}\n\n${page} (${event.timeZone})`)}`,
    `LOCATION:${escapeText(words.location)}`,
    `URL:${page}`,
    `SEQUENCE:${Math.max(0, event.revision - 1)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

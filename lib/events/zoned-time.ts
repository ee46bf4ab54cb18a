// Wall-clock times in an IANA zone through Intl: "2026-12-10 18:00" in Africa/Casablanca becomes its instant.

/** An unknown zone makes Intl throw. */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

// A datetime-local input sends seconds only when not zero.
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

function offsetAt(instant: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - (instant - (instant % 1000));
}

/** Null when the text is not a wall-clock time; a time skipped by a clock change lands an hour later, as calendars do. */
export function zonedToInstant(wallClock: string, zone: string): Date | null {
  const match = WALL_CLOCK.exec(wallClock);
  if (!match) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  const guess = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(guess);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59)
    return null;
  // Two passes: the offset at the first estimate may differ from the one at the answer near a change.
  let instant = guess - offsetAt(guess, zone);
  instant = guess - offsetAt(instant, zone);
  return new Date(instant);
}

export function instantToZoned(instant: Date, zone: string): string {
  const local = new Date(instant.getTime() + offsetAt(instant.getTime(), zone)).toISOString();
  return local.slice(17, 19) === '00' ? local.slice(0, 16) : local.slice(0, 19);
}

/** ISO 8601 with the zone's offset, as schema.org shows times. */
export function withOffset(iso: string, zone: string): string {
  const instant = Date.parse(iso);
  const offset = offsetAt(instant, zone);
  const local = new Date(instant + offset).toISOString().slice(0, 19);
  const minutes = Math.abs(offset) / 60_000;
  const sign = offset < 0 ? '-' : '+';
  return `${local}${sign}${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

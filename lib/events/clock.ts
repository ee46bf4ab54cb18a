import type { PublicEvent } from './types';

// Upcoming or past is never stored: it is the clock's answer at the moment a page renders.

/** An event is upcoming until its end has passed. */
export const isUpcoming = (event: Pick<PublicEvent, 'end'>, now: number) => Date.parse(event.end) > now;

/** Upcoming events soonest first, past ones most recent first. */
export function splitEvents<T extends Pick<PublicEvent, 'start' | 'end'>>(events: readonly T[], now: number) {
  const byStart = [...events].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  return {
    upcoming: byStart.filter((event) => isUpcoming(event, now)),
    past: byStart.filter((event) => !isUpcoming(event, now)).reverse(),
  };
}

// A page holding the split is cached at most five minutes (the site's usual lifetime) and at least
// one second (Next's smallest).
const MAX_SECONDS = 300;

/** Seconds until the split changes (the next upcoming end passes), bounded to 1..300. */
export function secondsUntilNextEnd(events: readonly Pick<PublicEvent, 'end'>[], now: number): number {
  const ends = events.map((event) => Date.parse(event.end)).filter((end) => end > now);
  if (ends.length === 0) return MAX_SECONDS;
  const seconds = Math.ceil((Math.min(...ends) - now) / 1000);
  return Math.min(MAX_SECONDS, Math.max(1, seconds));
}

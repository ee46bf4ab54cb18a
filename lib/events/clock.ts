import type { PublicEvent } from './types';

// Upcoming or past is never stored: it is the clock's answer at the moment a page renders.

export const isUpcoming = (event: Pick<PublicEvent, 'end'>, now: number) => Date.parse(event.end) > now;

/** Upcoming soonest first, past most recent first. */
export function splitEvents<T extends Pick<PublicEvent, 'start' | 'end'>>(events: readonly T[], now: number) {
  const byStart = [...events].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  return {
    upcoming: byStart.filter((event) => isUpcoming(event, now)),
    past: byStart.filter((event) => !isUpcoming(event, now)).reverse(),
  };
}

// A split page is cached five minutes at most (the site's usual lifetime), one second at least (Next's smallest).
const MAX_SECONDS = 300;

/** Until the next upcoming end passes. */
export function secondsUntilNextEnd(events: readonly Pick<PublicEvent, 'end'>[], now: number): number {
  const ends = events.map((event) => Date.parse(event.end)).filter((end) => end > now);
  if (ends.length === 0) return MAX_SECONDS;
  const seconds = Math.ceil((Math.min(...ends) - now) / 1000);
  return Math.min(MAX_SECONDS, Math.max(1, seconds));
}

import 'server-only';
import { keepAtMost, sharedRead } from '@/lib/cache/shared-read';
import { connectDb } from '@/lib/db/connect';
import { withDbDeadline } from '@/lib/db/deadline';
import { publishAddressLookup } from '@/lib/render-gate/known-addresses';
import { SiteEventModel, type SiteEventDoc } from '@/models/site-event';
import { isUpcoming, secondsUntilNextEnd, splitEvents } from './clock';
import { defaultEvents } from './defaults';
import { toPublicEvent } from './serialize';
import type { PublicEvent } from './types';

/** ./write-event.ts expires it on each save. */
export const EVENTS_TAG = 'content:events';

// At most a few hundred events a year are kept; a page lists them all.
const EVENT_LIMIT = 500;

/** From the database: the admin's list and the cache's source. */
export async function listStoredEvents(): Promise<PublicEvent[]> {
  await connectDb();
  const docs = await withDbDeadline(() =>
    SiteEventModel.find().sort({ start: 1 }).limit(EVENT_LIMIT).lean<SiteEventDoc[]>().exec(),
  );
  return docs.map(toPublicEvent);
}

/** An unknown id is a 404 before its history is read. */
export async function storedEventExists(id: string): Promise<boolean> {
  await connectDb();
  return (await withDbDeadline(() => SiteEventModel.exists({ _id: id }).exec())) !== null;
}

const cachedEvents = sharedRead('events', EVENTS_TAG, listStoredEvents, defaultEvents);

/** Each read also tells the render gate which addresses exist. */
export async function readEvents(): Promise<PublicEvent[]> {
  const events = await cachedEvents();
  const slugs = new Set(events.map((event) => event.slug));
  publishAddressLookup('events', (_language, slug) => slugs.has(slug));
  return events;
}

/** The page is kept no longer than the next upcoming end. */
export async function readEventsByClock(): Promise<{ upcoming: PublicEvent[]; past: PublicEvent[] }> {
  const events = await readEvents();
  const now = Date.now();
  await keepAtMost(secondsUntilNextEnd(events, now));
  return splitEvents(events, now);
}

export async function readEventBySlug(slug: string): Promise<{ event: PublicEvent; upcoming: boolean } | null> {
  const events = await readEvents();
  const event = events.find((candidate) => candidate.slug === slug);
  if (!event) return null;
  const now = Date.now();
  await keepAtMost(secondsUntilNextEnd([event], now));
  return { event, upcoming: isUpcoming(event, now) };
}

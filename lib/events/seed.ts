import 'server-only';
import mongoose from 'mongoose';
import { connectDb } from '@/lib/db/connect';
import { withDbDeadline } from '@/lib/db/deadline';
import { upsertRacing } from '@/lib/db/errors';
import { SiteEventModel } from '@/models/site-event';
import { defaultEvents } from './defaults';

/**
 * First start on an empty database: the shipped events become stored events, so the site looks
 * as it did and the team edits them from then on. A marker makes it happen once per database:
 * events the team deletes are not brought back by the next start, and of several instances
 * starting together only the one that writes the marker seeds.
 */
export async function seedEvents(): Promise<number> {
  await connectDb();
  if ((await withDbDeadline(() => SiteEventModel.estimatedDocumentCount().exec())) > 0) return 0;
  const markers = mongoose.connection.collection<{ _id: string; at: Date }>('content_seeds');
  // Instances starting together race for the marker: the one that loses sees it there and seeds nothing.
  const mark = await upsertRacing(() =>
    withDbDeadline(() => markers.updateOne({ _id: 'events' }, { $setOnInsert: { at: new Date() } }, { upsert: true })),
  );
  if (mark.upsertedCount === 0) return 0;
  const documents = defaultEvents().map((event) => ({
    slug: event.slug,
    type: event.type,
    start: new Date(event.start),
    end: new Date(event.end),
    timeZone: event.timeZone,
    mode: event.mode,
    registration: event.registration,
    registrationUrl: event.registrationUrl,
    image: event.image,
    imageAlt: event.imageAlt,
    attendees: event.attendees,
    text: event.text,
    revision: 1,
    updatedBy: '',
  }));
  await withDbDeadline(() => SiteEventModel.insertMany(documents));
  return documents.length;
}

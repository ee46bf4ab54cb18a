import 'server-only';
import mongoose from 'mongoose';
import { connectDb } from '@/lib/db/connect';
import { withDbDeadline } from '@/lib/db/deadline';
import { upsertRacing } from '@/lib/db/errors';
import { SiteEventModel } from '@/models/site-event';
import { defaultEvents } from './defaults';

/** Seeds the shipped events into an empty database once: a marker keeps deleted events gone, and one instance seeds. */
export async function seedEvents(): Promise<number> {
  await connectDb();
  if ((await withDbDeadline(() => SiteEventModel.estimatedDocumentCount().exec())) > 0) return 0;
  const markers = mongoose.connection.collection<{ _id: string; at: Date }>('content_seeds');
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

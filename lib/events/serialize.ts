import type { SiteEventDoc } from '@/models/site-event';
import type { PublicEvent } from './types';

const words = (text: SiteEventDoc['text']['en'] | undefined) => ({
  title: text?.title ?? '',
  description: text?.description ?? '',
  location: text?.location ?? '',
});

export function toPublicEvent(doc: SiteEventDoc): PublicEvent {
  return {
    id: String(doc._id),
    slug: doc.slug,
    type: doc.type,
    start: doc.start.toISOString(),
    end: doc.end.toISOString(),
    timeZone: doc.timeZone,
    mode: doc.mode,
    registration: doc.registration,
    registrationUrl: doc.registrationUrl ?? '',
    image: doc.image ?? null,
    imageAlt: { en: doc.imageAlt?.en ?? '', ar: doc.imageAlt?.ar ?? '' },
    attendees: doc.attendees ?? null,
    text: { en: words(doc.text?.en), ar: words(doc.text?.ar) },
    revision: doc.revision ?? 1,
    outdatedLanguages: doc.outdatedLanguages ?? [],
    updatedAt: (doc.updatedAt ?? doc.createdAt ?? new Date(0)).toISOString(),
  };
}

import type { SiteEventDoc } from '@/models/site-event';

export type { EventText } from '@/models/site-event';

/** An event as pages, the JSON-LD, the .ics and the admin see it (times as ISO 8601 UTC). */
export type PublicEvent = Omit<SiteEventDoc, '_id' | 'start' | 'end' | 'updatedBy' | 'createdAt' | 'updatedAt'> & {
  id: string;
  start: string;
  end: string;
  updatedAt: string;
};

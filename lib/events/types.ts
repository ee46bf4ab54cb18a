import type { SiteEventDoc } from '@/models/site-event';

export type { EventText } from '@/models/site-event';

/** Times as ISO 8601 UTC. */
export type PublicEvent = Omit<SiteEventDoc, '_id' | 'start' | 'end' | 'updatedBy' | 'createdAt' | 'updatedAt'> & {
  id: string;
  start: string;
  end: string;
  updatedAt: string;
};

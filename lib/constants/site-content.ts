// The values stored events and pages may hold, shared by models/ and lib/events, lib/pages.

export const EVENT_TYPES = ['conference', 'webinar', 'workshop', 'ceremony'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const EVENT_MODES = ['online', 'in-person'] as const;
export type EventMode = (typeof EVENT_MODES)[number];

/** The organiser's own link, the site's "register interest" form, or none. */
export const EVENT_REGISTRATIONS = ['none', 'link', 'interest'] as const;
export type EventRegistration = (typeof EVENT_REGISTRATIONS)[number];

/** Each has its route under app/[locale]/(site)/<slug>. */
export const PAGE_SLUGS = [
  'features',
  'documentation',
  'support',
  'community',
  'privacy',
  'terms',
  'cookie',
  'security',
  'api',
  'careers',
  'press',
  'pricing',
] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

export type Bilingual<T> = { en: T; ar: T };

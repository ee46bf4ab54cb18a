/**
 * Where a lead came from, stored on every inquiry, message and new subscriber: the first page of
 * the visit, the site that linked to it, its UTM tags (all three kept by the browser in
 * sessionStorage from the visit's first page, no cookie) and the page the form was sent from.
 */
export const ATTRIBUTION_FIELDS = [
  'landingPage',
  'referrerHost',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'formPage',
] as const;

export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];
export type Attribution = Partial<Record<AttributionField, string>>;

/** sessionStorage key of the visit's first touch (written by the beacon, read by the forms). */
export const FIRST_TOUCH_STORAGE_KEY = 'sahla-first-touch';

/** Longest stored value: a path or a UTM tag longer than this is cut by the browser and refused here. */
export const ATTRIBUTION_MAX_LENGTH = 200;

/** The source of a visit or lead with neither UTM source nor referrer. */
export const DIRECT_SOURCE = '(direct)';

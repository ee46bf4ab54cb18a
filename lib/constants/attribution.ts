/** Where a lead came from (first page, referrer, UTM tags kept in sessionStorage, no cookie) and the form's page. */
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

/** Written by the beacon, read by the forms. */
export const FIRST_TOUCH_STORAGE_KEY = 'sahla-first-touch';

/** A longer path or UTM tag is cut by the browser and refused here. */
export const ATTRIBUTION_MAX_LENGTH = 200;

export const DIRECT_SOURCE = '(direct)';

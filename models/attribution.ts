import { ATTRIBUTION_FIELDS } from '@/lib/constants/attribution';

/**
 * The lead-attribution fields of inquiries, messages and subscribers (lib/constants/attribution.ts):
 * optional strings, absent on records stored before they existed.
 */
export const attributionDefinition = Object.fromEntries(
  ATTRIBUTION_FIELDS.map((field) => [field, { type: String, default: undefined }]),
);

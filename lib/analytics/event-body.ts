// Read by the front door too, where `@/` does not resolve: relative paths naming .ts files.
import { locales } from '../../i18n/locales.ts';
import { ATTRIBUTION_MAX_LENGTH } from '../constants/attribution.ts';
import type { AnalyticsHit } from '../../models/analytics-hit.ts';

/** A beacon body is a few hundred bytes; anything over this is refused unread. */
export const MAX_EVENT_BYTES = 2 * 1024;

/** Short keys keep the beacon small. */
export type PageEvent = Pick<
  AnalyticsHit,
  'path' | 'locale' | 'referrerHost' | 'utmSource' | 'utmMedium' | 'utmCampaign'
> & {
  width: number;
};

const KEYS = new Set(['p', 'l', 'r', 's', 'm', 'c', 'w']);
const PATH = /^\/[^\s?#\u0000-\u001f\u007f]*$/;
const HOST = /^[a-z0-9.-]{0,253}(:\d{1,5})?$/i;
const TAG = /^[^\u0000-\u001f\u007f]*$/;

function text(value: unknown, pattern: RegExp): string | null {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string' || value.length > ATTRIBUTION_MAX_LENGTH || !pattern.test(value)) return null;
  return value.trim();
}

/** Null when anything is missing, unknown or malformed. */
export function parseEvent(body: string): PageEvent | null {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const raw = data as Record<string, unknown>;
  if (Object.keys(raw).some((key) => !KEYS.has(key))) return null;
  const path = text(raw.p, PATH);
  const referrerHost = text(raw.r, HOST);
  const [utmSource, utmMedium, utmCampaign] = [raw.s, raw.m, raw.c].map((v) => text(v, TAG));
  const width = raw.w;
  if (!path || referrerHost === null || utmSource === null || utmMedium === null || utmCampaign === null) return null;
  if (typeof raw.l !== 'string' || !(locales as readonly string[]).includes(raw.l)) return null;
  if (typeof width !== 'number' || !Number.isInteger(width) || width < 0 || width > 100_000) return null;
  return { path, locale: raw.l, referrerHost: referrerHost.toLowerCase(), utmSource, utmMedium, utmCampaign, width };
}

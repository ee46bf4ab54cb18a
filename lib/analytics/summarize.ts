import { DIRECT_SOURCE } from '@/lib/constants/attribution';
import type { AnalyticsDay } from '@/models/analytics-day';
import type { AnalyticsHit } from '@/models/analytics-hit';

type HitFields = Pick<
  AnalyticsHit,
  'day' | 'visitor' | 'path' | 'locale' | 'referrerHost' | 'utmSource' | 'utmCampaign' | 'device'
>;

/** `total` (key ``) is the whole day. */
export const DIMENSIONS = ['total', 'page', 'source', 'referrer', 'campaign', 'device'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/** UTM source, else the referring site, else `(direct)`. */
export function sourceOf(fields: { utmSource?: string; referrerHost?: string }): string {
  return fields.utmSource || fields.referrerHost || DIRECT_SOURCE;
}

function keysOf(hit: HitFields): [Dimension, string, string][] {
  const keys: [Dimension, string, string][] = [
    ['total', '', ''],
    ['page', hit.path, hit.locale],
    ['source', sourceOf(hit), ''],
    ['device', hit.device, ''],
  ];
  if (hit.referrerHost) keys.push(['referrer', hit.referrerHost, '']);
  if (hit.utmCampaign) keys.push(['campaign', hit.utmCampaign, '']);
  return keys;
}

export function summarizeHits(hits: Iterable<HitFields>): AnalyticsDay[] {
  const rows = new Map<string, AnalyticsDay & { seen: Set<string> }>();
  for (const hit of hits) {
    for (const [dimension, key, locale] of keysOf(hit)) {
      const id = `${hit.day}|${dimension}|${locale}|${key}`;
      let row = rows.get(id);
      if (!row) {
        row = { _id: id, day: hit.day, dimension, key, locale, views: 0, visitors: 0, seen: new Set() };
        rows.set(id, row);
      }
      row.views += 1;
      row.seen.add(hit.visitor);
    }
  }
  return [...rows.values()].map(({ seen, ...row }) => ({ ...row, visitors: seen.size }));
}

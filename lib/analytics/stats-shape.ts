import { csvRow } from '@/lib/csv/cell';
import type { AnalyticsDay } from '@/models/analytics-day';

export type LeadCounts = { inquiries: number; messages: number; subscribers: number };
export type StatRow = { key: string; locale: string; views: number; visitors: number };
export type SourceRow = StatRow & LeadCounts & { conversion: number | null };

export type Stats = {
  range: number;
  series: { day: string; views: number; visitors: number }[];
  totals: { views: number; visitors: number };
  pages: StatRow[];
  posts: StatRow[];
  referrers: StatRow[];
  campaigns: StatRow[];
  sources: SourceRow[];
};

const TOP = 20;
const POST_PATH = /^\/(ar\/)?blog\/[^/]+$/;

function table(rows: AnalyticsDay[], dimension: string, keep: (row: AnalyticsDay) => boolean = () => true): StatRow[] {
  const sums = new Map<string, StatRow>();
  for (const row of rows) {
    if (row.dimension !== dimension || !keep(row)) continue;
    const id = `${row.locale}|${row.key}`;
    const sum = sums.get(id) ?? { key: row.key, locale: row.locale, views: 0, visitors: 0 };
    sum.views += row.views;
    // A visitor's hash changes every day, so the range's visitors are the sum of the days' visitors.
    sum.visitors += row.visitors;
    sums.set(id, sum);
  }
  return [...sums.values()].sort((a, b) => b.views - a.views || a.key.localeCompare(b.key)).slice(0, TOP);
}

export function shapeStats(range: number, days: string[], rows: AnalyticsDay[], leads: Map<string, LeadCounts>): Stats {
  const byDay = new Map(days.map((day) => [day, { day, views: 0, visitors: 0 }]));
  for (const row of rows) {
    const point = row.dimension === 'total' ? byDay.get(row.day) : undefined;
    if (point) {
      point.views += row.views;
      point.visitors += row.visitors;
    }
  }
  const series = [...byDay.values()];
  const visits = new Map(table(rows, 'source').map((row) => [row.key, row]));
  const sourceKeys = new Set([...visits.keys(), ...leads.keys()]);
  const sources = [...sourceKeys]
    .map((key) => {
      const seen = visits.get(key) ?? { key, locale: '', views: 0, visitors: 0 };
      const lead = leads.get(key) ?? { inquiries: 0, messages: 0, subscribers: 0 };
      const total = lead.inquiries + lead.messages + lead.subscribers;
      const conversion = seen.visitors > 0 ? Math.round((total / seen.visitors) * 1000) / 10 : null;
      return { ...seen, ...lead, conversion };
    })
    .sort((a, b) => b.visitors - a.visitors || a.key.localeCompare(b.key))
    .slice(0, TOP);
  return {
    range,
    series,
    totals: series.reduce((sum, p) => ({ views: sum.views + p.views, visitors: sum.visitors + p.visitors }), {
      views: 0,
      visitors: 0,
    }),
    pages: table(rows, 'page'),
    posts: table(rows, 'page', (row) => POST_PATH.test(row.key)),
    referrers: table(rows, 'referrer'),
    campaigns: table(rows, 'campaign'),
    sources,
  };
}

export const STAT_TABLES = ['daily', 'pages', 'posts', 'referrers', 'campaigns', 'sources'] as const;
export type StatTable = (typeof STAT_TABLES)[number];

/** With the BOM Excel needs for Arabic. */
export function statsCsv(stats: Stats, name: StatTable): string {
  const rows: Record<string, unknown>[] =
    name === 'daily' ? stats.series : name === 'sources' ? stats.sources : stats[name];
  const header =
    name === 'daily'
      ? ['day', 'views', 'visitors']
      : name === 'sources'
        ? ['key', 'visitors', 'views', 'inquiries', 'messages', 'subscribers', 'conversion']
        : ['key', 'locale', 'views', 'visitors'];
  return `\uFEFF${csvRow(header)}${rows.map((row) => csvRow(header.map((column) => row[column]))).join('')}`;
}

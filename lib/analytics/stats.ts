import 'server-only';
import { connectDb } from '@/lib/db/connect';
import { withDbDeadline } from '@/lib/db/deadline';
import { AnalyticsDayModel, type AnalyticsDay } from '@/models/analytics-day';
import { ContactMessageModel } from '@/models/contact-message';
import { InvestorInquiryModel } from '@/models/investor-inquiry';
import { NewsletterSubscriberModel } from '@/models/newsletter-subscriber';
import { readHits } from './hit-batches';
import { pageViews } from './page-views';
import { utcDay } from './salt';
import { sourceOf, summarizeHits } from './summarize';
import { shapeStats, type LeadCounts, type Stats } from './stats-shape';

export const STAT_RANGES = [7, 30, 90] as const;
export type StatRange = (typeof STAT_RANGES)[number];

const DAY_MS = 86_400_000;

/** Oldest first, today last. */
export function rangeDays(range: number, now = new Date()): string[] {
  return Array.from({ length: range }, (_, i) => utcDay(new Date(now.getTime() - (range - 1 - i) * DAY_MS)));
}

/** The rolled-up totals, and for days not rolled up yet the same worked out from raw hits. */
async function dailyRows(days: string[]): Promise<AnalyticsDay[]> {
  const stored = await AnalyticsDayModel.find({ day: { $gte: days[0]!, $lte: days.at(-1)! } }).lean();
  const rolled = new Set(stored.filter((row) => row.dimension === 'total').map((row) => row.day));
  const open = days.filter((day) => !rolled.has(day));
  const hits = open.length === 0 ? [] : await readHits({ day: { $in: open } });
  return [...stored.filter((row) => !open.includes(row.day)), ...summarizeHits(hits)];
}

async function leadsBySource(since: Date): Promise<Map<string, LeadCounts>> {
  const projection = { utmSource: 1, referrerHost: 1 };
  const [inquiries, messages, subscribers] = await Promise.all(
    [InvestorInquiryModel, ContactMessageModel, NewsletterSubscriberModel].map((model) =>
      (model as typeof InvestorInquiryModel).find({ createdAt: { $gte: since } }, projection).lean(),
    ),
  );
  const counts = new Map<string, LeadCounts>();
  const add = (rows: { utmSource?: string; referrerHost?: string }[], kind: keyof LeadCounts) => {
    for (const row of rows) {
      const source = sourceOf(row);
      const entry = counts.get(source) ?? { inquiries: 0, messages: 0, subscribers: 0 };
      entry[kind] += 1;
      counts.set(source, entry);
    }
  };
  add(inquiries!, 'inquiries');
  add(messages!, 'messages');
  add(subscribers!, 'subscribers');
  return counts;
}

/** Beacons waiting in this instance's buffer are written first. */
export async function readStats(range: StatRange, now = new Date()): Promise<Stats> {
  await pageViews()
    .flush()
    .catch(() => undefined);
  const days = rangeDays(range, now);
  return withDbDeadline(async () => {
    await connectDb();
    const [rows, leads] = await Promise.all([dailyRows(days), leadsBySource(new Date(`${days[0]}T00:00:00Z`))]);
    return shapeStats(range, days, rows, leads);
  });
}

import { packHits, readHits } from '@/lib/analytics/hit-batches';
import { rollUpAndExpire } from '@/lib/analytics/rollup';
import { dailySalt, forgetSalt, utcDay, visitorId } from '@/lib/analytics/salt';
import { readStats } from '@/lib/analytics/stats';
import { connectDb } from '@/lib/db/connect';
import { AnalyticsDayModel } from '@/models/analytics-day';
import { AnalyticsHitModel, type AnalyticsHit } from '@/models/analytics-hit';
import { AnalyticsSaltModel } from '@/models/analytics-salt';
import { InvestorInquiryModel } from '@/models/investor-inquiry';

const DAY_MS = 86_400_000;
const now = new Date();
const daysAgo = (n: number) => utcDay(new Date(now.getTime() - n * DAY_MS));
const ADDRESS = '203.0.113.9';
const AGENT = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

const hit = (day: string, visitor: string, path: string, extra: Partial<AnalyticsHit> = {}): AnalyticsHit => ({
  day,
  at: new Date(`${day}T12:00:00Z`),
  visitor,
  path,
  locale: path.startsWith('/ar') ? 'ar' : 'en',
  referrerHost: '',
  utmSource: '',
  utmMedium: '',
  utmCampaign: '',
  device: 'desktop',
  ...extra,
});

beforeAll(async () => {
  await connectDb();
});
beforeEach(async () => {
  forgetSalt();
  await Promise.all([
    AnalyticsHitModel.deleteMany({}),
    AnalyticsDayModel.deleteMany({}),
    AnalyticsSaltModel.deleteMany({}),
  ]);
});
afterAll(async () => {
  await (await connectDb()).disconnect();
});

describe('the daily salt', () => {
  it('gives the same visitor a different id tomorrow, and yesterday’s salt is gone once today’s is made', async () => {
    const yesterday = daysAgo(1);
    const today = daysAgo(0);
    const before = visitorId(await dailySalt(yesterday), 'sahla.ma', ADDRESS, AGENT);
    forgetSalt();
    const after = visitorId(await dailySalt(today), 'sahla.ma', ADDRESS, AGENT);
    expect(after).not.toBe(before);
    // Nothing left to recompute yesterday's id with: the two days' hits cannot be joined.
    expect(await AnalyticsSaltModel.find().lean()).toEqual([{ _id: today, salt: expect.any(String) }]);
  });

  it('is one salt per day for every instance: a second one reads the first one’s', async () => {
    const today = daysAgo(0);
    const first = await dailySalt(today);
    forgetSalt(); // another instance, with nothing in memory
    expect(await dailySalt(today)).toBe(first);
    expect(visitorId(first, 'sahla.ma', ADDRESS, AGENT)).toBe(visitorId(first, 'sahla.ma', ADDRESS, AGENT));
    expect(visitorId(first, 'sahla.ma', ADDRESS, AGENT)).not.toBe(visitorId(first, 'sahla.ma', ADDRESS, `${AGENT} x`));
  });
});

describe('rollup and retention', () => {
  it('totals finished days, keeps the totals, and deletes raw hits past ANALYTICS_RETENTION_DAYS (30)', async () => {
    const old = daysAgo(40);
    const recent = daysAgo(2);
    // The old day's views as they were written before batches, a document each; the others as
    // written now, a batch per day.
    await AnalyticsHitModel.collection.insertMany([hit(old, 'a', '/'), hit(old, 'a', '/about'), hit(old, 'b', '/')]);
    await AnalyticsHitModel.insertMany(
      packHits([
        hit(recent, 'c', '/ar/blog/x', { referrerHost: 'news.example', utmSource: 'linkedin', utmCampaign: 'q1' }),
        hit(daysAgo(0), 'd', '/'),
      ]),
    );
    const { rolled, deleted } = await rollUpAndExpire(now);
    expect(rolled).toEqual([old, recent]);
    expect(deleted).toBe(3);
    expect(new Set((await readHits()).map((h) => h.day))).toEqual(new Set([recent, daysAgo(0)]));

    const total = await AnalyticsDayModel.findOne({ day: old, dimension: 'total' }).lean();
    expect(total).toMatchObject({ views: 3, visitors: 2 });
    const home = await AnalyticsDayModel.findOne({ day: old, dimension: 'page', key: '/' }).lean();
    expect(home).toMatchObject({ locale: 'en', views: 2, visitors: 2 });
    const campaign = await AnalyticsDayModel.findOne({ day: recent, dimension: 'campaign' }).lean();
    expect(campaign).toMatchObject({ key: 'q1', views: 1, visitors: 1 });

    // A second run finds nothing new to roll up.
    expect((await rollUpAndExpire(now)).rolled).toEqual([]);
  });

  it('reads rolled-up days and today’s raw hits together, with leads and conversion per source', async () => {
    await AnalyticsHitModel.insertMany(
      packHits([
        hit(daysAgo(3), 'a', '/investment', { utmSource: 'linkedin' }),
        hit(daysAgo(0), 'b', '/', { utmSource: 'linkedin' }),
        hit(daysAgo(0), 'b', '/ar'),
        hit(daysAgo(0), 'c', '/blog/hello'),
      ]),
    );
    await rollUpAndExpire(now);
    await InvestorInquiryModel.create({
      firstName: 'A',
      lastName: 'B',
      phone: '+212600000000',
      email: 'a@example.ma',
      investment: '$1',
      title: 'Seed',
      utmSource: 'linkedin',
      createdAt: now,
    });
    const stats = await readStats(7, now);
    expect(stats.totals).toEqual({ views: 4, visitors: 3 });
    expect(stats.series.map((p) => p.views)).toEqual([0, 0, 0, 1, 0, 0, 3]);
    expect(stats.posts).toEqual([{ key: '/blog/hello', locale: 'en', views: 1, visitors: 1 }]);
    expect(stats.sources.find((s) => s.key === 'linkedin')).toMatchObject({
      visitors: 2,
      inquiries: 1,
      conversion: 50,
    });
    expect(stats.pages.find((p) => p.key === '/ar')).toMatchObject({ locale: 'ar', views: 1 });
  });
});

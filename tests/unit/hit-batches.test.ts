import { packHits, unpackHits } from '@/lib/analytics/hit-batches';
import type { AnalyticsHit } from '@/models/analytics-hit';
import { captureLogs, loggedEvents } from '../helpers/form-request';

const view = (day: string, visitor: string, extra: Partial<AnalyticsHit> = {}): AnalyticsHit => ({
  day,
  at: new Date(`${day}T23:59:58.125Z`),
  visitor,
  path: '/ar/blog/مرحبا',
  locale: 'ar',
  referrerHost: 'news.example',
  utmSource: 'linkedin',
  utmMedium: 'social',
  utmCampaign: 'q1 "launch"',
  device: 'mobile',
  ...extra,
});

afterEach(() => jest.restoreAllMocks());

describe('stored page views', () => {
  it('are written one document per day and read back exactly, field for field', () => {
    const views = [
      view('2026-11-26', 'a'),
      view('2026-11-27', 'b', { path: '/', locale: 'en' }),
      view('2026-11-26', 'c'),
    ];
    const batches = packHits(views);
    expect(batches.map((b) => [b.day, b.count])).toEqual([
      ['2026-11-26', 2],
      ['2026-11-27', 1],
    ]);
    expect(batches[0]!.at).toEqual(views[0]!.at);
    const back = unpackHits(batches);
    expect(back).toEqual([views[0], views[2], views[1]]);
    expect(back[0]!.at).toBeInstanceOf(Date);
  });

  it('read the single-view documents written before batches as they are, beside batches', () => {
    const legacy = view('2026-11-20', 'old');
    expect(unpackHits([legacy, ...packHits([view('2026-11-27', 'new')])]).map((h) => h.visitor)).toEqual([
      'old',
      'new',
    ]);
  });

  it('leave out a batch that cannot be read, with a warning naming its day, and keep the others', () => {
    const logs = captureLogs();
    const broken = { day: '2026-11-25', at: new Date(), count: 2, hits: '[[1,"cut short' };
    const wrongShape = { day: '2026-11-26', at: new Date(), count: 1, hits: '[["not a time"]]' };
    const good = packHits([view('2026-11-27', 'kept')]);
    expect(unpackHits([broken, wrongShape, ...good]).map((h) => h.visitor)).toEqual(['kept']);
    expect(loggedEvents(logs.warn).map((line) => [line.event, line.day])).toEqual([
      ['analytics.batch_unreadable', '2026-11-25'],
      ['analytics.batch_unreadable', '2026-11-26'],
    ]);
  });
});

// Operators who honour Do Not Track set this; read once per test file when env() is first called.
process.env.ANALYTICS_RESPECT_DNT = 'true';

import { POST } from '@/app/api/event/route';
import { readHits } from '@/lib/analytics/hit-batches';
import { EVENT_WINDOW_MS, EVENTS_PER_MINUTE } from '@/lib/analytics/intake';
import { pageViews } from '@/lib/analytics/page-views';
import { connectDb } from '@/lib/db/connect';
import { AnalyticsHitModel } from '@/models/analytics-hit';
import { captureLogs, uniqueIp } from '../helpers/form-request';
import { pollFor } from '../helpers/poll';
import { startWithinOneWindow } from '../helpers/rate-window';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const event = { p: '/about', l: 'en', r: 'www.linkedin.com', s: 'linkedin', m: 'social', c: 'q1', w: 1280 };

function beacon(body: unknown, headers: Record<string, string> = {}, ip = uniqueIp()) {
  return POST(
    new Request('http://localhost/api/event', {
      method: 'POST',
      // sendBeacon sends a string as text/plain.
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': FIREFOX, 'x-sahla-peer': ip, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

async function stored() {
  await pageViews().flush();
  return readHits();
}

beforeAll(async () => {
  await connectDb();
});
beforeEach(async () => {
  captureLogs();
  await pageViews().flush();
  await AnalyticsHitModel.deleteMany({});
});
afterEach(() => jest.restoreAllMocks());
afterAll(async () => {
  await (await connectDb()).disconnect();
});

describe('POST /api/event', () => {
  it('counts a page view with its page, language, source and device, and keeps no address or user agent', async () => {
    const ip = '203.0.113.77';
    expect((await beacon(event, {}, ip)).status).toBe(204);
    const [hit, ...rest] = await stored();
    expect(rest).toHaveLength(0);
    expect(hit).toMatchObject({
      path: '/about',
      locale: 'en',
      referrerHost: 'www.linkedin.com',
      utmSource: 'linkedin',
    });
    expect(hit).toMatchObject({ utmMedium: 'social', utmCampaign: 'q1', device: 'desktop' });
    expect(hit!.visitor).toMatch(/^[0-9a-f]{32}$/);
    const text = JSON.stringify(hit);
    expect(text).not.toContain(ip);
    expect(text).not.toContain('Firefox');
  });

  it.each([
    ['curl', 'curl/8.5.0'],
    [
      'Lighthouse',
      'Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36 Chrome-Lighthouse',
    ],
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ['bingbot', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'],
    ['python', 'python-requests/2.31.0'],
    ['no agent', ''],
  ])('answers %s with 204 and counts nothing', async (_name, agent) => {
    expect((await beacon(event, { 'user-agent': agent })).status).toBe(204);
    expect(await stored()).toHaveLength(0);
  });

  it('counts a headless browser, as the site’s own end-to-end tests are one', async () => {
    const agent =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36';
    await beacon(event, { 'user-agent': agent });
    expect(await stored()).toHaveLength(1);
  });

  it.each([
    ['Sec-GPC: 1', { 'sec-gpc': '1' }],
    ['DNT: 1', { dnt: '1' }],
    ['a prefetch', { 'sec-purpose': 'prefetch' }],
  ])('with ANALYTICS_RESPECT_DNT set, counts nothing for %s', async (_name, headers) => {
    expect((await beacon(event, headers)).status).toBe(204);
    expect(await stored()).toHaveLength(0);
  });

  it.each([
    ['a body over 2 KB', JSON.stringify({ ...event, p: `/${'a'.repeat(2100)}` })],
    ['malformed JSON', '{"p":"/about",'],
    ['an unknown field', JSON.stringify({ ...event, ip: '1.2.3.4' })],
    ['a path with a query', JSON.stringify({ ...event, p: '/about?x=1' })],
    ['an unknown language', JSON.stringify({ ...event, l: 'fr' })],
    ['a width that is not a number', JSON.stringify({ ...event, w: '1280' })],
    ['an array', '[]'],
  ])('refuses %s with 400 and records nothing', async (_name, body) => {
    const response = await beacon(body);
    expect(response.status).toBe(400);
    expect(await stored()).toHaveLength(0);
  });

  it('records nothing for the admin pages', async () => {
    await beacon({ ...event, p: '/ar/admin' });
    expect(await stored()).toHaveLength(0);
  });

  it('refuses a cross-site beacon with 403', async () => {
    expect((await beacon(event, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });

  it('counts at most 60 beacons a minute from one address, answering the rest 204 (a 429 would be a console error)', async () => {
    const ip = uniqueIp();
    await startWithinOneWindow(EVENT_WINDOW_MS, 10_000);
    const answers = [];
    for (let i = 0; i < EVENTS_PER_MINUTE + 5; i += 1) answers.push((await beacon(event, {}, ip)).status);
    expect(new Set(answers)).toEqual(new Set([204]));
    expect(await stored()).toHaveLength(EVENTS_PER_MINUTE);
  });

  it('counts the 60 a minute per IPv6 /64, however many of its addresses send them, and apart for the next /64', async () => {
    await startWithinOneWindow(EVENT_WINDOW_MS, 10_000);
    for (let i = 0; i < EVENTS_PER_MINUTE + 5; i += 1)
      await beacon(event, {}, `2001:db8:e7:1::${(i + 1).toString(16)}`);
    expect(await stored()).toHaveLength(EVENTS_PER_MINUTE);
    expect((await beacon(event, {}, '2001:db8:e7:2::1')).status).toBe(204);
    expect(await stored()).toHaveLength(EVENTS_PER_MINUTE + 1);
  });

  it('writes in batches: nothing before the flush, everything after, one batch at 200 hits', async () => {
    for (let i = 0; i < 5; i += 1) await beacon(event);
    expect(await readHits()).toHaveLength(0);
    expect(pageViews().size).toBe(5);
    await pageViews().flush();
    expect(await readHits()).toHaveLength(5);
    // ...the five in one document: a document each cost FerretDB about 10 times the CPU per view.
    expect(await AnalyticsHitModel.countDocuments()).toBe(1);

    // 200 waiting start a flush at once, without waiting for the 5 s timer.
    for (let i = 0; i < 200; i += 1) await beacon(event, {}, `192.0.2.${i % 200}`);
    // Stored well inside the timer's 5 s.
    expect(await pollFor(async () => (await readHits()).length, 205, 3_000)).toBe(205);
  });
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { enqueueView, MAX_QUEUED, queuedCount } from '@/lib/analytics/beacon-queue';
import { readHits } from '@/lib/analytics/hit-batches';
import { pageViews } from '@/lib/analytics/page-views';
import { connectDb } from '@/lib/db/connect';
import { AnalyticsHitModel } from '@/models/analytics-hit';
import { answerBeaconBeforeNext } from '@/server/front-door/beacon-admission';
import { captureLogs, loggedEvents } from '../helpers/form-request';

// The beacon answered by the front door (server/front-door/beacon-admission.ts), before Next,
// on a real HTTP server whose "Next" answers 200 'next'. The hook only queues; the Next side's
// drain (pageViews().flush(), as its 2-s timer does) hashes and stores.
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const event = { p: '/ar/about', l: 'ar', r: '', s: '', m: '', c: '', w: 390 };
let reachedNext = 0;
let base = '';
const server = http.createServer((request, response) => {
  const peer = String(request.headers['x-test-peer'] ?? '192.0.2.1');
  if (answerBeaconBeforeNext(request, response, peer)) return;
  reachedNext += 1;
  response.end('next');
});

const send = async (body: string, headers: Record<string, string> = {}, method = 'POST') => {
  const response = await fetch(`${base}/api/event`, {
    method,
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'user-agent': FIREFOX,
      'x-test-peer': '198.51.100.7',
      ...headers,
    },
    body: method === 'POST' ? body : undefined,
    signal: AbortSignal.timeout(5_000),
  });
  return { status: response.status, text: await response.text() };
};

beforeAll(async () => {
  await connectDb();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
let logs: ReturnType<typeof captureLogs>;
beforeEach(async () => {
  logs = captureLogs();
  await pageViews().flush();
  await AnalyticsHitModel.deleteMany({});
});
afterEach(() => jest.restoreAllMocks());
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await (await connectDb()).disconnect();
});

describe('the analytics beacon before Next', () => {
  it('answers 204 without reaching Next, and the view is stored once after the drain, with no address or agent', async () => {
    const before = reachedNext;
    expect(await send(JSON.stringify(event))).toEqual({ status: 204, text: '' });
    expect(reachedNext).toBe(before);
    expect(queuedCount()).toBe(1);
    expect(await readHits()).toHaveLength(0);
    await pageViews().flush();
    await pageViews().flush();
    const hits = await readHits();
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({ path: '/ar/about', locale: 'ar', device: 'mobile' });
    expect(hits[0]!.visitor).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(hits[0])).not.toMatch(/198\.51\.100\.7|Firefox/);
  });

  it.each([
    ['malformed JSON', '{"p":"/about",'],
    ['a body over 2 KB', JSON.stringify({ ...event, p: `/${'a'.repeat(2100)}` })],
    ['an empty body', ''],
  ])('refuses %s with 400 and queues nothing', async (_name, body) => {
    const answer = await send(body);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text).message).toEqual(expect.any(String));
    expect(queuedCount()).toBe(0);
    await pageViews().flush();
    expect(await readHits()).toHaveLength(0);
  });

  it('answers a bot 204 and counts nothing', async () => {
    expect((await send(JSON.stringify(event), { 'user-agent': 'curl/8.5.0' })).status).toBe(204);
    expect(queuedCount()).toBe(0);
    await pageViews().flush();
    expect(await readHits()).toHaveLength(0);
  });

  it('refuses a cross-site beacon with 403, and leaves other requests to Next', async () => {
    expect((await send(JSON.stringify(event), { origin: 'https://elsewhere.example' })).status).toBe(403);
    expect(await send('', {}, 'GET')).toEqual({ status: 200, text: 'next' });
    expect(queuedCount()).toBe(0);
  });

  it('holds at most 10,000 views while none are drained, drops the rest and says how many once', async () => {
    const view = { path: '/', locale: 'en', referrerHost: '', utmSource: '', utmMedium: '', utmCampaign: '' };
    for (let i = 0; i < MAX_QUEUED + 5; i += 1)
      enqueueView({ ...view, device: 'desktop', address: '203.0.113.9', userAgent: FIREFOX, at: Date.now() });
    expect(queuedCount()).toBe(MAX_QUEUED);
    await pageViews().flush();
    expect(queuedCount()).toBe(0);
    expect(await readHits()).toHaveLength(MAX_QUEUED);
    expect(loggedEvents(logs.warn).filter((line) => line.event === 'analytics.queue_full')).toEqual([
      expect.objectContaining({ dropped: 5 }),
    ]);
  });
});

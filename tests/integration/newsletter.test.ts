import { POST } from '@/app/api/newsletter/route';
import { connectDb } from '@/lib/db/connect';
import { NewsletterSubscriberModel } from '@/models/newsletter-subscriber';
import { OutboxMailModel } from '@/models/outbox-mail';
import { FORM_LIMITS, FORM_WINDOW_MS } from '@/lib/submissions/registry';
import { captureLogs, postRequest, uniqueIp } from '../helpers/form-request';
import { startWithinOneWindow } from '../helpers/rate-window';

const send = (body: unknown, options?: Parameters<typeof postRequest>[2]) =>
  POST(postRequest('/api/newsletter', body, options));

beforeAll(async () => connectDb());
beforeEach(() => captureLogs());
afterEach(() => jest.restoreAllMocks());
afterAll(async () => (await connectDb()).disconnect());

describe('POST /api/newsletter', () => {
  it('stores an address once: subscribing again (any case or spacing) is fine and adds nothing', async () => {
    const first = await send({ email: 'Nadia@Example.MA', source: 'footer', locale: 'en' });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ success: true });
    const again = await send({ email: '  nadia@example.ma ', source: 'blog', locale: 'ar' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ success: true });

    const rows = await NewsletterSubscriberModel.find({ email: 'nadia@example.ma' }).lean();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'footer', locale: 'en', status: 'pending' });
    // One confirmation mail (double opt-in); the repeat within the hour sends none.
    expect(await OutboxMailModel.countDocuments({ kind: 'confirmation', to: 'nadia@example.ma' })).toBe(1);
  });

  it('keeps one row when the same address subscribes several times at once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => send({ email: 'rush@example.ma', source: 'events' })),
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await NewsletterSubscriberModel.countDocuments({ email: 'rush@example.ma' })).toBe(1);
  });

  it.each([
    ['no email', { source: 'footer' }, { email: 'required' }],
    ['a bad email', { email: 'not-an-email', source: 'footer' }, { email: 'email' }],
    ['an unknown source', { email: 'a@example.ma', source: 'popup' }, { source: 'invalid' }],
    ['a $-operator', { email: { $gt: '' }, source: 'footer' }, { email: 'invalid' }],
    ['an unknown locale', { email: 'a@example.ma', source: 'footer', locale: 'fr' }, { locale: 'invalid' }],
  ])('refuses %s with 400 and field codes, storing nothing', async (_name, body, errors) => {
    const before = await NewsletterSubscriberModel.countDocuments();
    const response = await send(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, errors });
    expect(await NewsletterSubscriberModel.countDocuments()).toBe(before);
  });

  it('refuses oversized, malformed and non-JSON bodies', async () => {
    expect((await send(JSON.stringify({ email: 'x'.repeat(40_000) + '@e.ma', source: 'footer' }))).status).toBe(413);
    expect((await send('not json')).status).toBe(400);
    expect((await send('email=a@b.ma', { contentType: 'application/x-www-form-urlencoded' })).status).toBe(415);
  });

  it('answers a filled honeypot with success but stores nothing', async () => {
    const response = await send({ email: 'bot@example.ma', source: 'footer', website: 'http://x' });
    expect(await response.json()).toEqual({ success: true });
    expect(await NewsletterSubscriberModel.countDocuments({ email: 'bot@example.ma' })).toBe(0);
  });

  it('answers 429 with a message once an address passes its limit', async () => {
    const ip = uniqueIp();
    await startWithinOneWindow(FORM_WINDOW_MS, 10_000);
    for (let i = 0; i < FORM_LIMITS.newsletter; i += 1) await send({}, { ip });
    const response = await send({ email: 'late@example.ma', source: 'footer' }, { ip });
    expect(response.status).toBe(429);
    expect(await response.json()).toMatchObject({ success: false, message: expect.stringMatching(/Too many/) });
  });
});

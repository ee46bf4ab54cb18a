import { POST as contact } from '@/app/api/contact/route';
import { POST as investor } from '@/app/api/email/send/route';
import { POST as newsletter } from '@/app/api/newsletter/route';
import { POST as createPost } from '@/app/api/blogs/route';
import { POST as login } from '@/app/login/route';
import { connectDb } from '@/lib/db/connect';
import { ContactMessageModel } from '@/models/contact-message';
import { InvestorInquiryModel } from '@/models/investor-inquiry';
import { NewsletterSubscriberModel } from '@/models/newsletter-subscriber';
import { PostModel } from '@/models/post';
import { OutboxMailModel } from '@/models/outbox-mail';
import { captureLogs, uniqueIp } from '../helpers/form-request';
import { adminToken, formRequest, validPost } from './support/api';

const message = { name: 'Salma', email: 'salma@example.ma', subject: 'general', message: 'Hello there' };
const bodies: [string, typeof contact, Record<string, unknown>][] = [
  ['/api/contact', contact, message],
  ['/api/newsletter', newsletter, { email: 'salma@example.ma', source: 'footer' }],
  [
    '/api/email/send',
    investor,
    { firstName: 'S', lastName: 'B', phone: '+212600000000', email: 's@example.ma', investment: '$1', title: 'Seed' },
  ],
  ['/login', login, { username: 'admin', password: 'whatever' }],
];

function post(path: string, body: unknown, headers: Record<string, string>) {
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sahla-peer': uniqueIp(), ...headers },
    body: JSON.stringify(body),
  });
}

async function stored() {
  const counts = await Promise.all(
    [ContactMessageModel, InvestorInquiryModel, NewsletterSubscriberModel, OutboxMailModel, PostModel].map((m) =>
      (m as typeof PostModel).countDocuments(),
    ),
  );
  return counts.reduce((a, b) => a + b, 0);
}

beforeAll(async () => connectDb());
beforeEach(() => captureLogs());
afterEach(() => jest.restoreAllMocks());
afterAll(async () => (await connectDb()).disconnect());

describe('same-site forms', () => {
  it.each(bodies)('%s refuses a cross-site browser post with 403 and stores nothing', async (path, handler, body) => {
    const before = await stored();
    const refused: Record<string, string>[] = [
      { origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://attacker.example' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
    ];
    for (const headers of refused) {
      const response = await handler(post(path, body, headers));
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: expect.any(String) });
    }
    expect(await stored()).toBe(before);
  });

  it.each(bodies)('%s takes only application/json (a text/plain "JSON" is 415)', async (path, handler, body) => {
    const before = await stored();
    for (const type of [
      'text/plain; charset=application/json',
      'text/plain',
      'application/jsonx',
      'multipart/form-data',
    ]) {
      const response = await handler(post(path, body, { 'content-type': type }));
      expect([path, response.status]).toEqual([path, 415]);
    }
    expect(await stored()).toBe(before);
  });

  it('accepts same-origin posts, posts without those headers, and charset=utf-8', async () => {
    const ok: Record<string, string>[] = [
      { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
      { 'content-type': 'application/json; charset=UTF-8' },
      {},
    ];
    for (const headers of ok) expect((await contact(post('/api/contact', message, headers))).status).toBe(200);
  });

  it('refuses a cross-site post to the admin API before touching the upload', async () => {
    const token = await adminToken();
    const request = formRequest('POST', '/api/blogs', validPost(), {
      token,
      headers: { origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site' },
    });
    expect((await createPost(request)).status).toBe(403);
    expect(await PostModel.countDocuments()).toBe(0);
  });
});

describe('text hygiene', () => {
  const send = (body: Record<string, unknown>) => contact(post('/api/contact', { ...message, ...body }, {}));

  it.each([
    ['right-to-left override', 'Ali\u202Egnp.exe'],
    ['isolate', 'Ali \u2066x\u2069'],
    ['zero-width space', 'Sal\u200Bma'],
    ['Arabic letter mark', 'سلمى\u061C'],
  ])('refuses a name with a %s with 400 and a field error', async (_label, name) => {
    const response = await send({ name, email: `${Math.random()}@example.ma` });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({ name: 'invisible' });
  });

  it('refuses them in the company too, and keeps Arabic and mixed names', async () => {
    expect((await send({ company: 'Sahla\u202D Ltd' })).status).toBe(400);
    for (const name of ['محمد العلوي', 'Karim بن علي', 'إيمان Ait-Lahcen']) {
      const email = `n${Math.round(Math.random() * 1e9)}@example.ma`;
      expect((await send({ name, email })).status).toBe(200);
      expect((await ContactMessageModel.findOne({ email }).lean())!.name).toBe(name);
    }
  });

  it('strips them from the message body before it is stored and mailed', async () => {
    const email = 'strip@example.ma';
    expect((await send({ email, message: 'Pay \u202Eevil\u202C to\u200B us\nمرحبا' })).status).toBe(200);
    const record = await ContactMessageModel.findOne({ email }).lean();
    expect(record!.message).toBe('Pay evil to us\nمرحبا');
    const mail = await OutboxMailModel.findOne({ refId: record!._id }).lean();
    expect(mail!.text).toContain('Pay evil to us\nمرحبا');
  });
});

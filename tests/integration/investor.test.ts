import { POST } from '@/app/api/email/send/route';
import { connectDb } from '@/lib/db/connect';
import { InvestorInquiryModel } from '@/models/investor-inquiry';
import { OutboxMailModel } from '@/models/outbox-mail';
import { FORM_LIMITS, FORM_WINDOW_MS } from '@/lib/submissions/registry';
import { captureLogs, postRequest, uniqueIp } from '../helpers/form-request';
import { startWithinOneWindow } from '../helpers/rate-window';
import { startTestSmtp, type TestSmtp } from '../helpers/smtp';

const valid = {
  firstName: '  Amina ',
  lastName: 'Benali',
  phone: '+212 6 12 34 56 78',
  email: ' Amina.Benali@Example.MA ',
  company: 'Atlas Ventures',
  investment: '$250,000',
  title: 'Series A Funding',
  locale: 'en',
};

let smtp: TestSmtp;
const send = (body: unknown, options?: Parameters<typeof postRequest>[2]) =>
  POST(postRequest('/api/email/send', body, options));

async function storedCounts() {
  return { inquiries: await InvestorInquiryModel.countDocuments(), outbox: await OutboxMailModel.countDocuments() };
}

beforeAll(async () => {
  smtp = await startTestSmtp();
  process.env.SMTP_URL = smtp.url;
  process.env.MAIL_TO = 'investors@sahla.test';
  await connectDb();
});
beforeEach(() => captureLogs());
afterEach(() => jest.restoreAllMocks());
afterAll(async () => {
  await smtp.stop();
  await (await connectDb()).disconnect();
});

describe('POST /api/email/send', () => {
  it('stores the inquiry, then mails the team every field with reply-to the investor', async () => {
    const response = await send(valid);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });

    const inquiry = await InvestorInquiryModel.findOne().lean();
    expect(inquiry).toMatchObject({ firstName: 'Amina', email: 'amina.benali@example.ma', title: 'Series A Funding' });

    const [mail] = await smtp.waitForMessages(1);
    expect(mail.envelope.to).toEqual(['investors@sahla.test']);
    expect(mail.subject).toBe('Investor inquiry: Series A Funding (Amina Benali)');
    expect(mail.replyTo).toContain('<amina.benali@example.ma>');
    expect(mail.contentType).toMatch(/^multipart\/alternative/);
    for (const value of [
      'Amina',
      'Benali',
      '+212 6 12 34 56 78',
      'amina.benali@example.ma',
      'Atlas Ventures',
      '$250,000',
    ]) {
      expect(mail.text).toContain(value);
    }
    expect(mail.text).toContain('Opportunity: Series A Funding');
    expect(mail.text).toContain(`Reference: ${String(inquiry!._id)}`);

    const row = await OutboxMailModel.findOne({ refId: inquiry!._id }).lean();
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it('carries Arabic text intact and never turns visitor input into HTML', async () => {
    smtp.messages.length = 0;
    const response = await send({
      ...valid,
      firstName: 'أمينة',
      company: '<b>Atlas</b> <script>alert(1)</script>',
      title: 'تمويل السلسلة أ',
      phone: '٠٦١٢٣٤٥٦٧٨',
      locale: 'ar',
    });
    expect(response.status).toBe(200);
    const [mail] = await smtp.waitForMessages(1);
    expect(mail.subject).toBe('Investor inquiry: تمويل السلسلة أ (أمينة Benali)');
    expect(mail.text).toContain('First name: أمينة');
    expect(mail.text).toContain('Company: <b>Atlas</b> <script>alert(1)</script>');
    expect(mail.text).toContain('Phone: ٠٦١٢٣٤٥٦٧٨');
    expect(mail.text).toContain('Language: Arabic');
    // The HTML part shows what was typed as text, each line in its own direction: never as markup.
    expect(mail.html).toContain('<div dir="auto">Company: &#60;b&#62;Atlas&#60;/b&#62; &#60;script&#62;');
    expect(mail.html).not.toMatch(/<script|<b>/);
  });

  it.each([
    ['missing fields', { firstName: 'Amina' }, { lastName: 'required', phone: 'required', investment: 'required' }],
    ['blank strings', { ...valid, lastName: '   ', investment: '' }, { lastName: 'required', investment: 'required' }],
    ['wrong types', { ...valid, phone: 212612345678, company: ['x'] }, { phone: 'invalid', company: 'invalid' }],
    [
      '$-operators',
      { ...valid, email: { $gt: '' }, firstName: { $ne: null } },
      { email: 'invalid', firstName: 'invalid' },
    ],
    [
      'a bad email and phone',
      { ...valid, email: 'amina@localhost', phone: 'call me' },
      { email: 'email', phone: 'phone' },
    ],
    ['a header injection', { ...valid, lastName: 'B\r\nBcc: victim@example.com' }, { lastName: 'invalid' }],
    ['an unknown field', { ...valid, isAdmin: true }, { isAdmin: 'unknown' }],
    ['a long string', { ...valid, investment: 'x'.repeat(20_000) }, { investment: 'tooLong' }],
  ])('refuses %s with 400, field codes and a message, storing nothing', async (_name, body, errors) => {
    const before = await storedCounts();
    const response = await send(body);
    expect(response.status).toBe(400);
    const json = await response.json();
    expect(json.success).toBe(false);
    expect(json.errors).toMatchObject(errors);
    expect(json.message).toMatch(/^Invalid fields: /);
    expect(await storedCounts()).toEqual(before);
  });

  it.each([
    [
      'a 1 MB string',
      JSON.stringify({ ...valid, company: 'x'.repeat(1024 * 1024) }),
      'application/json',
      413,
      /larger than/,
    ],
    ['malformed JSON', '{"firstName": "Amina",', 'application/json', 400, /Malformed JSON/],
    ['a JSON array', '[1,2]', 'application/json', 400, /Invalid fields: _/],
    ['a form post', 'firstName=Amina', 'application/x-www-form-urlencoded', 415, /JSON/],
  ])('refuses %s with a clear 4xx, storing nothing', async (_name, raw, contentType, status, message) => {
    const before = await storedCounts();
    const response = await send(raw, { contentType });
    expect(response.status).toBe(status);
    const json = await response.json();
    expect(json).toMatchObject({ success: false, message: expect.stringMatching(message) });
    expect(await storedCounts()).toEqual(before);
  });

  it('answers a filled honeypot with success but stores and sends nothing', async () => {
    smtp.messages.length = 0;
    const before = await storedCounts();
    const response = await send({ ...valid, website: 'http://spam.example' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(await storedCounts()).toEqual(before);
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.messages).toHaveLength(0);
  });

  it('limits one address to 10 submissions per window, then answers 429 with a message', async () => {
    const ip = uniqueIp();
    await startWithinOneWindow(FORM_WINDOW_MS, 10_000);
    for (let i = 0; i < FORM_LIMITS.investor; i += 1) expect((await send({}, { ip })).status).toBe(400);
    const response = await send(valid, { ip });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await response.json()).message).toMatch(/Too many submissions/);
    expect((await send(valid)).status).toBe(200); // another address is unaffected
  });
});

import { POST } from '@/app/api/contact/route';
import { connectDb } from '@/lib/db/connect';
import { ContactMessageModel } from '@/models/contact-message';
import { OutboxMailModel } from '@/models/outbox-mail';
import { FORM_LIMITS, FORM_WINDOW_MS } from '@/lib/submissions/registry';
import { captureLogs, postRequest, uniqueIp } from '../helpers/form-request';
import { startWithinOneWindow } from '../helpers/rate-window';
import { startTestSmtp, type TestSmtp } from '../helpers/smtp';

const valid = {
  name: ' Khadija El Fassi ',
  email: 'khadija@example.ma',
  company: '',
  subject: 'support',
  message: 'The assistant stops after the second step.\nCould you help?\n\n<i>Thanks</i>',
  locale: 'ar',
};

let smtp: TestSmtp;
const send = (body: unknown, options?: Parameters<typeof postRequest>[2]) =>
  POST(postRequest('/api/contact', body, options));
const counts = async () => ({
  messages: await ContactMessageModel.countDocuments(),
  outbox: await OutboxMailModel.countDocuments(),
});

beforeAll(async () => {
  smtp = await startTestSmtp();
  process.env.SMTP_URL = smtp.url;
  await connectDb();
});
beforeEach(() => {
  captureLogs();
  smtp.messages.length = 0;
});
afterEach(() => jest.restoreAllMocks());
afterAll(async () => {
  await smtp.stop();
  await (await connectDb()).disconnect();
});

describe('POST /api/contact', () => {
  it('stores the message, then mails the team every field with reply-to the sender', async () => {
    const response = await send(valid);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });

    const stored = await ContactMessageModel.findOne().lean();
    expect(stored).toMatchObject({ name: 'Khadija El Fassi', subject: 'support', company: '', locale: 'ar' });
    expect(stored!.message).toBe(valid.message);

    const [mail] = await smtp.waitForMessages(1);
    expect(mail.subject).toBe('Contact: Technical support (Khadija El Fassi)');
    expect(mail.envelope.to).toEqual(['team@sahla.ma']);
    expect(mail.replyTo).toContain('<khadija@example.ma>');
    expect(mail.text).toContain('Name: Khadija El Fassi');
    expect(mail.text).toContain('Email: khadija@example.ma');
    expect(mail.text).toContain('Company: (not given)');
    expect(mail.text).toContain('Language: Arabic');
    expect(mail.text).toContain(`Message:\n${valid.message}`);
    expect(mail.html).toContain('<div dir="auto">&#60;i&#62;Thanks&#60;/i&#62;</div>');
    expect(mail.html).not.toContain('<i>');
    expect(await OutboxMailModel.findOne().lean()).toMatchObject({ status: 'sent' });
  });

  it.each([
    ['missing fields', { email: 'k@example.ma' }, { name: 'required', subject: 'required', message: 'required' }],
    ['an unknown subject', { ...valid, subject: 'sales' }, { subject: 'invalid' }],
    ['$-operators', { ...valid, name: { $gt: '' }, message: { $where: '1' } }, { name: 'invalid', message: 'invalid' }],
    ['an invalid email', { ...valid, email: 'khadija@' }, { email: 'email' }],
    ['a too long message', { ...valid, message: 'x'.repeat(5001) }, { message: 'tooLong' }],
    ['an unknown field', { ...valid, status: 'read' }, { status: 'unknown' }],
  ])('refuses %s with 400 and field codes, storing nothing', async (_name, body, errors) => {
    const before = await counts();
    const response = await send(body);
    expect(response.status).toBe(400);
    const json = await response.json();
    expect(json).toMatchObject({ success: false, errors, message: expect.stringMatching(/^Invalid fields/) });
    expect(await counts()).toEqual(before);
  });

  it('refuses an oversized body (413) and malformed JSON (400), storing nothing', async () => {
    const before = await counts();
    expect((await send(JSON.stringify({ ...valid, message: 'x'.repeat(1024 * 1024) }))).status).toBe(413);
    expect((await send('{"name":')).status).toBe(400);
    expect((await send(JSON.stringify(valid), { contentType: 'text/plain' })).status).toBe(415);
    expect(await counts()).toEqual(before);
  });

  it('answers a filled honeypot with success but stores and sends nothing', async () => {
    const before = await counts();
    const response = await send({ ...valid, website: 'x' });
    expect(await response.json()).toEqual({ success: true });
    expect(await counts()).toEqual(before);
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.messages).toHaveLength(0);
  });

  it('answers 429 with a message once an address passes its limit', async () => {
    const ip = uniqueIp();
    await startWithinOneWindow(FORM_WINDOW_MS, 10_000);
    for (let i = 0; i < FORM_LIMITS.contact; i += 1) await send({}, { ip });
    const response = await send(valid, { ip });
    expect(response.status).toBe(429);
    expect(await response.json()).toMatchObject({ success: false, message: expect.stringMatching(/Too many/) });
  });
});

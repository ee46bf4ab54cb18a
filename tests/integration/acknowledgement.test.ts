import { POST as postContact } from '@/app/api/contact/route';
import { POST as postInvestor } from '@/app/api/email/send/route';
import { connectDb } from '@/lib/db/connect';
import { processOutboxOnce } from '@/lib/mail/outbox';
import { OutboxMailModel } from '@/models/outbox-mail';
import { captureLogs, postRequest } from '../helpers/form-request';
import { startTestSmtp, type TestSmtp } from '../helpers/smtp';

let smtp: TestSmtp;
const later = () => new Date(Date.now() + 60 * 60_000);

beforeAll(async () => {
  process.env.ACK_MAIL = 'on';
  smtp = await startTestSmtp();
  process.env.SMTP_URL = smtp.url;
  await connectDb();
});
beforeEach(async () => {
  captureLogs();
  await OutboxMailModel.deleteMany({});
  smtp.messages.length = 0;
});
afterEach(() => jest.restoreAllMocks());
afterAll(async () => {
  await smtp.stop();
  await (await connectDb()).disconnect();
});

const deliverAll = async () => {
  while ((await processOutboxOnce({ now: later() })).sent > 0);
};

describe('acknowledgement of a form', () => {
  it("answers a contact message in the page's language, once, and gives the team an HTML part with dir=auto", async () => {
    const message = {
      name: 'خديجة الفاسي',
      email: 'khadija@example.ma',
      subject: 'support',
      message: 'المساعد يتوقف بعد الخطوة الثانية.',
      locale: 'ar',
      idempotencyKey: '6a1b2c3d4e5f60718293a4b5',
    };
    expect((await postContact(postRequest('/api/contact', message))).status).toBe(200);
    expect((await postContact(postRequest('/api/contact', message))).status).toBe(200); // a double click
    await deliverAll();
    expect(smtp.messages).toHaveLength(2);

    const ack = smtp.messages.find((m) => m.envelope.to[0] === 'khadija@example.ma')!;
    expect(ack.subject).toBe('تلقّينا رسالتك');
    expect(ack.text).toContain('مرحباً خديجة الفاسي');
    expect(ack.html).toContain('dir="rtl"');
    expect(ack.html).toContain('Noto Kufi Arabic');

    const team = smtp.messages.find((m) => m.envelope.to[0] !== 'khadija@example.ma')!;
    expect(team.text).toContain('Language: Arabic');
    expect(team.html).toContain('<div dir="auto">المساعد يتوقف بعد الخطوة الثانية.</div>');
  });

  it('answers an investor inquiry in English from the English page', async () => {
    const inquiry = {
      firstName: 'Youssef',
      lastName: 'Alaoui',
      phone: '+212 661 000 111',
      email: 'youssef@example.ma',
      investment: '1,000,000 MAD',
      title: 'Government Grants',
      locale: 'en',
    };
    expect((await postInvestor(postRequest('/api/email/send', inquiry))).status).toBe(200);
    await deliverAll();
    const ack = smtp.messages.find((m) => m.envelope.to[0] === 'youssef@example.ma')!;
    expect(ack.subject).toBe('We received your investor inquiry');
    expect(ack.html).toContain('dir="ltr"');
  });
});

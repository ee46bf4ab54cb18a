import { GET as getCounts } from '@/app/api/admin/counts/route';
import { POST as erase } from '@/app/api/admin/erase/route';
import { GET as exportList } from '@/app/api/admin/lists/[list]/export/route';
import { GET as getList } from '@/app/api/admin/lists/[list]/route';
import { POST as retryMail } from '@/app/api/admin/mail/retry/route';
import { POST as resend } from '@/app/api/admin/records/[list]/[id]/resend/route';
import * as recordRoute from '@/app/api/admin/records/[list]/[id]/route';
import { POST as postInvestor } from '@/app/api/email/send/route';
import { connectDb } from '@/lib/db/connect';
import { processOutboxOnce } from '@/lib/mail/outbox';
import { AuditEntryModel } from '@/models/audit-entry';
import { ContactMessageModel } from '@/models/contact-message';
import { InvestorInquiryModel } from '@/models/investor-inquiry';
import { NewsletterSubscriberModel } from '@/models/newsletter-subscriber';
import { OutboxMailModel } from '@/models/outbox-mail';
import { captureLogs, postRequest } from '../helpers/form-request';
import { startTestSmtp, type TestSmtp } from '../helpers/smtp';
import { adminRequest, adminToken, ctx } from './support/admin-routes';

const investor = {
  firstName: 'Youssef',
  lastName: 'Alaoui',
  phone: '+212 661 000 111',
  email: 'youssef@example.ma',
  company: 'Atlas Capital',
  investment: '1,000,000 MAD',
  title: 'Government Grants',
};

let smtp: TestSmtp;
let token: string;

beforeAll(async () => {
  smtp = await startTestSmtp();
  process.env.SMTP_URL = smtp.url;
  await connectDb();
  token = await adminToken();
});
beforeEach(() => captureLogs());
afterEach(() => jest.restoreAllMocks());
afterAll(async () => {
  await smtp.stop();
  await (await connectDb()).disconnect();
});

const list = (name: string, query = '', t: string | null = token) =>
  getList(adminRequest('GET', `/api/admin/lists/${name}?${query}`, t), ctx({ list: name }));
const record = (method: 'GET' | 'PATCH' | 'DELETE', listName: string, id: string, body?: unknown, t = token) => {
  const handler = recordRoute[method];
  return handler(adminRequest(method, `/api/admin/records/${listName}/${id}`, t, body), ctx({ list: listName, id }));
};

describe('admin inbox routes', () => {
  it('answer 401 without a valid token, on every route', async () => {
    const id = '0123456789abcdef01234567';
    const anon = [
      await list('inquiries', '', null),
      await list('inquiries', '', 'a.b.c'),
      await exportList(adminRequest('GET', '/api/admin/lists/mail/export', null), ctx({ list: 'mail' })),
      await record('GET', 'inquiries', id, undefined, ''),
      await record('PATCH', 'inquiries', id, { status: 'handled' }, ''),
      await record('DELETE', 'messages', id, undefined, ''),
      await resend(
        adminRequest('POST', `/api/admin/records/inquiries/${id}/resend`, null),
        ctx({ list: 'inquiries', id }),
      ),
      await getCounts(adminRequest('GET', '/api/admin/counts', null)),
      await erase(adminRequest('POST', '/api/admin/erase', null, { email: 'a@b.ma' })),
      await retryMail(adminRequest('POST', '/api/admin/mail/retry', null, {})),
    ];
    expect(anon.map((r) => r.status)).toEqual(Array(anon.length).fill(401));
  });

  it('shows a submitted inquiry as new with its mail state, then handles, resends and deletes it', async () => {
    expect((await postInvestor(postRequest('/api/email/send', investor))).status).toBe(200);
    await smtp.waitForMessages(1);
    const page = await (await list('inquiries', 'status=new')).json();
    const item = page.items.find((i: { email: string }) => i.email === investor.email);
    expect(item).toMatchObject({ status: 'new', title: 'Government Grants', mail: { state: 'sent' } });
    expect((await (await getCounts(adminRequest('GET', '/api/admin/counts', token))).json()).inquiries).toBeGreaterThan(
      0,
    );

    const handled = await record('PATCH', 'inquiries', item._id, { status: 'handled' });
    expect(handled.status).toBe(200);
    expect((await handled.json()).status).toBe('handled');
    expect(
      (await (await list('inquiries', 'status=new')).json()).items.map((i: { _id: string }) => i._id),
    ).not.toContain(item._id);

    const again = await resend(
      adminRequest('POST', `/api/admin/records/inquiries/${item._id}/resend`, token),
      ctx({ list: 'inquiries', id: item._id }),
    );
    expect(await again.json()).toMatchObject({ outcome: 'sent', record: { mail: { state: 'sent' } } });
    expect(smtp.messages).toHaveLength(2);

    expect((await record('DELETE', 'inquiries', item._id)).status).toBe(204);
    expect((await record('GET', 'inquiries', item._id)).status).toBe(404);
    expect(await OutboxMailModel.countDocuments({ refId: item._id })).toBe(0);
    const actions = (await AuditEntryModel.find({ target: item._id }).lean()).map((e) => e.action).sort();
    expect(actions).toEqual(['inquiry.deleted', 'inquiry.handled', 'inquiry.mail-resent']);
  });

  it('refuses a bad status, id, date, page or list with 400 and a field error', async () => {
    const cases: [Response, string][] = [
      [await list('inquiries', 'status=done'), 'status'],
      [await list('inquiries', 'page=0'), 'page'],
      [await list('inquiries', 'page=abc'), 'page'],
      [await list('inquiries', 'limit=5000'), 'limit'],
      [await list('inquiries', 'from=yesterday'), 'from'],
      [await list('audit', 'status=new'), 'status'],
      [await list('secrets'), 'list'],
      [await record('GET', 'inquiries', 'not-an-id'), 'id'],
      [await record('PATCH', 'messages', '0123456789abcdef01234567', { status: 'deleted' }), 'status'],
      [await erase(adminRequest('POST', '/api/admin/erase', token, { email: 'nobody' })), 'email'],
    ];
    for (const [response, field] of cases) {
      expect(response.status).toBe(400);
      expect((await response.json()).errors).toHaveProperty(field);
    }
  });

  it('filters by search text, status and topic, and pages through 10,000 rows', async () => {
    await ContactMessageModel.deleteMany({});
    const base = Date.UTC(2026, 0, 1);
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      name: `Person ${i}`,
      email: `p${i}@example.ma`,
      subject: i % 2 ? 'support' : 'press',
      message: i === 4242 ? 'Question about the تمويل programme' : 'Hello',
      status: i % 10 === 0 ? 'archived' : 'new',
      createdAt: new Date(base + i * 60_000),
    }));
    await ContactMessageModel.insertMany(rows, { lean: true });

    const first = await (await list('messages', 'limit=100')).json();
    expect(first.total).toBe(10_000);
    expect(first.items).toHaveLength(100);
    expect(first.items[0].name).toBe('Person 9999'); // newest first
    const last = await (await list('messages', 'limit=100&page=100')).json();
    expect(last.items.at(-1).name).toBe('Person 0');

    expect((await (await list('messages', 'topic=press&status=archived&limit=1')).json()).total).toBe(1000);
    const found = await (await list('messages', `q=${encodeURIComponent('تمويل')}`)).json();
    expect(found.items.map((i: { name: string }) => i.name)).toEqual(['Person 4242']);
    expect((await (await list('messages', 'q=P9999%40EXAMPLE&from=2026-01-07&to=2026-01-07')).json()).total).toBe(1);
    await ContactMessageModel.deleteMany({});
  }, 240_000);

  it('lists failed and queued mail first and retries failed mail', async () => {
    await OutboxMailModel.deleteMany({});
    const mail = {
      kind: 'contact' as const,
      refId: '0123456789abcdef01234567',
      from: 'a@b.ma',
      to: 'team@sahla.ma',
      text: 'x',
    };
    await OutboxMailModel.create([
      { ...mail, subject: 'sent one', status: 'sent' as const, sentAt: new Date() },
      { ...mail, subject: 'failed one', status: 'failed' as const, attempts: 30, lastError: 'mailbox full' },
      { ...mail, subject: 'queued one', status: 'pending' as const, nextAttemptAt: new Date(Date.now() + 3_600_000) },
    ]);
    const page = await (await list('mail')).json();
    expect(page.items.map((i: { subject: string }) => i.subject)).toEqual(['failed one', 'queued one', 'sent one']);
    const before = smtp.messages.length;
    const retried = await retryMail(adminRequest('POST', '/api/admin/mail/retry', token, {}));
    expect(await retried.json()).toEqual({ reset: 1, sent: 1 });
    expect(smtp.messages.length).toBe(before + 1);
    expect(await OutboxMailModel.countDocuments({ status: 'failed' })).toBe(0);
  });

  it('erases a person from every collection and says how many records went', async () => {
    const email = 'erase.me@example.ma';
    await postInvestor(postRequest('/api/email/send', { ...investor, email }));
    await postInvestor(postRequest('/api/email/send', { ...investor, email: 'Erase.Me@Example.MA' }));
    await ContactMessageModel.create({ name: 'E', email, subject: 'general', message: 'hi' });
    const sub = await NewsletterSubscriberModel.create({ email, source: 'footer' });
    await OutboxMailModel.create({
      kind: 'confirmation',
      refId: sub._id,
      from: 'a@b.ma',
      to: email,
      subject: 's',
      text: 't',
    });
    await processOutboxOnce();
    const keep = await InvestorInquiryModel.countDocuments({ email: { $ne: email } });

    const response = await erase(adminRequest('POST', '/api/admin/erase', token, { email: 'ERASE.ME@example.ma' }));
    expect(await response.json()).toEqual({ inquiries: 2, messages: 1, subscribers: 1, mail: 3 });
    expect(await InvestorInquiryModel.countDocuments({ email })).toBe(0);
    expect(await OutboxMailModel.countDocuments({ $or: [{ to: email }, { 'replyTo.address': email }] })).toBe(0);
    expect(await InvestorInquiryModel.countDocuments()).toBe(keep);
    const entry = await AuditEntryModel.findOne({ action: 'erase' }).lean();
    expect(entry).toMatchObject({ target: 'e***@example.ma', ip: '203.0.113.9', actor: 'editor' });
  });
});

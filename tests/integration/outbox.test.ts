import { POST as postContact } from '@/app/api/contact/route';
import { POST as postInvestor } from '@/app/api/email/send/route';
import { connectDb } from '@/lib/db/connect';
import { backoffMs, deliverNow, enqueueMail, leaseMs, MAX_ATTEMPTS, processOutboxOnce } from '@/lib/mail/outbox';
import { ContactMessageModel } from '@/models/contact-message';
import { InvestorInquiryModel } from '@/models/investor-inquiry';
import { OutboxClaimModel } from '@/models/outbox-claim';
import { OutboxMailModel } from '@/models/outbox-mail';
import { Types } from 'mongoose';
import { captureLogs, loggedEvents, postRequest } from '../helpers/form-request';
import { startTestSmtp, type TestSmtp } from '../helpers/smtp';

const investor = {
  firstName: 'Youssef',
  lastName: 'Alaoui',
  phone: '+212 661 000 111',
  email: 'youssef@example.ma',
  investment: '1,000,000 MAD',
  title: 'Government Grants',
};
const inAnHour = () => new Date(Date.now() + 60 * 60_000);

let smtp: TestSmtp;
let logs: ReturnType<typeof captureLogs>;

beforeAll(async () => {
  smtp = await startTestSmtp();
  process.env.SMTP_URL = smtp.url;
  await connectDb();
});
beforeEach(async () => {
  logs = captureLogs();
  await OutboxMailModel.deleteMany({});
  smtp.messages.length = 0;
});
afterEach(() => jest.restoreAllMocks());
afterAll(async () => {
  await smtp.stop();
  await (await connectDb()).disconnect();
});

describe('mail outbox', () => {
  it('keeps the inquiry and its mail while SMTP is down, then delivers it exactly once', async () => {
    await smtp.stop();
    const response = await postInvestor(postRequest('/api/email/send', investor));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(await InvestorInquiryModel.countDocuments({ email: 'youssef@example.ma' })).toBe(1);

    let row = await OutboxMailModel.findOne().lean();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(row!.lastError).toMatch(/ECONNREFUSED/);
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(loggedEvents(logs.warn).map((e) => e.event)).toContain('mail.retry_later');

    // Not due yet: the worker leaves it alone.
    expect(await processOutboxOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    // Due, but the server is still down: one more attempt, still queued.
    expect(await processOutboxOnce({ now: inAnHour() })).toEqual({ sent: 0, retried: 1, failed: 0 });

    await smtp.restart();
    expect(await processOutboxOnce({ now: inAnHour() })).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await processOutboxOnce({ now: inAnHour() })).toEqual({ sent: 0, retried: 0, failed: 0 });

    const mails = await smtp.waitForMessages(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Investor inquiry: Government Grants (Youssef Alaoui)');
    row = await OutboxMailModel.findOne().lean();
    expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: '' });
    expect(row!.sentAt!.getTime()).toBeGreaterThan(Date.now() - 10_000);
    expect(row!.messageId).toMatch(/@/);
  });

  it('never sends a mail twice when several senders run at once', async () => {
    const ids = [];
    for (let i = 0; i < 8; i += 1) {
      const mail = { subject: `Parallel ${i}`, text: `Body ${i}`, replyTo: { name: 'X', address: 'x@example.ma' } };
      ids.push(await enqueueMail('contact', new Types.ObjectId(), mail));
    }
    await Promise.all([
      processOutboxOnce(),
      processOutboxOnce(),
      processOutboxOnce(),
      ...ids.map((id) => deliverNow(id)),
    ]);
    await smtp.waitForMessages(8);
    await new Promise((r) => setTimeout(r, 200));
    const subjects = smtp.messages.map((m) => m.subject).sort();
    expect(subjects).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((i) => `Parallel ${i}`));
    expect(await OutboxMailModel.countDocuments({ status: 'sent', attempts: 1 })).toBe(8);
  });

  it('leaves a row alone while another sender holds its lease, and takes it once the lease lapses', async () => {
    const id = await enqueueMail('contact', new Types.ObjectId(), {
      subject: 'Leased',
      text: 'Body',
      replyTo: { name: 'X', address: 'x@example.ma' },
    });
    await OutboxMailModel.updateOne({ _id: id }, { $set: { lockedUntil: new Date(Date.now() + leaseMs()) } });
    expect(await deliverNow(id)).toBe('busy');
    expect(await processOutboxOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(await processOutboxOnce({ now: new Date(Date.now() + leaseMs() + 1000) })).toMatchObject({ sent: 1 });
    expect(smtp.messages.map((m) => m.subject)).toEqual(['Leased']);
  });

  it('gets past a claim whose sender died before leasing the row, but only once the claim is stale', async () => {
    const id = await enqueueMail('contact', new Types.ObjectId(), {
      subject: 'Orphaned',
      text: 'Body',
      replyTo: { name: 'X', address: 'x@example.ma' },
    });
    await OutboxClaimModel.create({ _id: `${String(id)}#1`, claimedAt: new Date() });
    expect(await processOutboxOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    await OutboxClaimModel.updateOne(
      { _id: `${String(id)}#1` },
      { claimedAt: new Date(Date.now() - leaseMs() - 1000) },
    );
    expect(await processOutboxOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await OutboxMailModel.findById(id).lean()).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.messages.map((m) => m.subject)).toEqual(['Orphaned']);
  });

  it('backs off between attempts and marks a mail failed (kept, logged) after the last attempt', async () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffMs(50)).toBe(60 * 60_000);

    await smtp.stop();
    const id = await enqueueMail('contact', new Types.ObjectId(), {
      subject: 'Doomed',
      text: 'Body',
      replyTo: { name: 'X', address: 'x@example.ma' },
    });
    await OutboxMailModel.updateOne({ _id: id }, { $set: { attempts: MAX_ATTEMPTS - 1 } });
    expect(await processOutboxOnce()).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(await OutboxMailModel.findById(id).lean()).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(loggedEvents(logs.error).map((e) => e.event)).toContain('mail.failed');
    await smtp.restart();
    expect(await processOutboxOnce({ now: inAnHour() })).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it('queues a contact message the same way when SMTP refuses it', async () => {
    await smtp.stop();
    const response = await postContact(
      postRequest('/api/contact', {
        name: 'Sara',
        email: 'sara@example.ma',
        subject: 'press',
        message: 'Interview request',
      }),
    );
    expect(response.status).toBe(200);
    expect(await ContactMessageModel.countDocuments()).toBe(1);
    expect(await OutboxMailModel.findOne().lean()).toMatchObject({ kind: 'contact', status: 'pending' });
    await smtp.restart();
    expect(await processOutboxOnce({ now: inAnHour() })).toMatchObject({ sent: 1 });
    expect(smtp.messages.map((m) => m.subject)).toEqual(['Contact: Media & press (Sara)']);
  });
});

import { Types } from 'mongoose';
import { connectDb } from '@/lib/db/connect';
import { enqueueMail, leaseMs, processOutboxOnce } from '@/lib/mail/outbox';
import { OutboxMailModel } from '@/models/outbox-mail';
import { startTestSmtp, type TestSmtp } from '../helpers/smtp';

// A run reads its clock once, when it starts. A mail it claims late in a long run must still be
// leased from the claim: a lease already running out would let another sender take it mid-send.
let smtp: TestSmtp;
const leaseLeftWhileSending: number[] = [];

beforeAll(async () => {
  smtp = await startTestSmtp({
    // While the SMTP server holds the mail, how much of its lease is left.
    accept: async () => {
      const row = await OutboxMailModel.findOne({ status: 'pending' }).lean();
      leaseLeftWhileSending.push(row!.lockedUntil.getTime() - Date.now());
      return true;
    },
  });
  process.env.SMTP_URL = smtp.url;
  await connectDb();
});
afterAll(async () => {
  await smtp.stop();
  await (await connectDb()).disconnect();
});

it('leases a mail from its claim, even in a run whose clock started a lease ago', async () => {
  const id = await enqueueMail('contact', new Types.ObjectId(), {
    subject: 'Late in a long run',
    text: 'Body',
    replyTo: { name: 'X', address: 'x@example.ma' },
  });
  const runStarted = new Date(Date.now() - leaseMs());
  await OutboxMailModel.updateOne({ _id: id }, { $set: { nextAttemptAt: new Date(runStarted.getTime() - 1000) } });
  expect(await processOutboxOnce({ now: runStarted })).toMatchObject({ sent: 1 });
  expect(leaseLeftWhileSending).toHaveLength(1);
  expect(leaseLeftWhileSending[0]).toBeGreaterThan(leaseMs() - 10_000);
});

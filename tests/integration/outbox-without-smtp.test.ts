import { POST } from '@/app/api/contact/route';
import { connectDb } from '@/lib/db/connect';
import { processOutboxOnce } from '@/lib/mail/outbox';
import { startOutboxWorker } from '@/lib/mail/outbox-worker';
import { ContactMessageModel } from '@/models/contact-message';
import { OutboxMailModel } from '@/models/outbox-mail';
import { captureLogs, loggedEvents, postRequest } from '../helpers/form-request';

beforeAll(async () => {
  delete process.env.SMTP_URL;
  await connectDb();
});
afterEach(() => jest.restoreAllMocks());
afterAll(async () => (await connectDb()).disconnect());

describe('mail without SMTP_URL', () => {
  it('stores the message, keeps its mail in the outbox and logs one structured line saying so', async () => {
    const logs = captureLogs();
    const response = await POST(
      postRequest('/api/contact', { name: 'Omar', email: 'omar@example.ma', subject: 'general', message: 'Hello' }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(await ContactMessageModel.countDocuments()).toBe(1);
    const row = await OutboxMailModel.findOne().lean();
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 0,
      to: 'team@sahla.ma',
      subject: 'Contact: General inquiry (Omar)',
    });

    const queued = loggedEvents(logs.warn).find((event) => event.event === 'mail.queued');
    expect(queued).toMatchObject({
      level: 'warn',
      outboxId: String(row!._id),
      reason: expect.stringMatching(/SMTP_URL is not set/),
    });
    expect(await processOutboxOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(await OutboxMailModel.findOne().lean()).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('starts no background loop under test, so nothing runs behind the tests', () => {
    const spy = jest.spyOn(global, 'setTimeout');
    startOutboxWorker();
    expect(spy).not.toHaveBeenCalled();
  });
});

import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startFerretdb } from '../../server/lib/ferretdb.ts';
import { captureLogs, investorBody, loggedEvents, postRequest } from '../helpers/form-request';
import { startTestSmtp, type TestSmtp } from '../helpers/smtp';

// A database of this file's own, so it can be stopped and started again on the same port.
type Database = Awaited<ReturnType<typeof startFerretdb>>;
let dir: string;
let port: number;
let db: Database;
let smtp: TestSmtp;
let investor: typeof import('@/app/api/email/send/route');
let replay: typeof import('@/lib/submissions/replay');
let store: typeof import('@/lib/submissions/store');
let models: { inquiries: typeof import('@/models/investor-inquiry'); outbox: typeof import('@/models/outbox-mail') };

const startDb = () => startFerretdb({ dataDir: path.join(dir, 'db'), port, database: 'spool', log: () => {} });
const inquiry = investorBody;
const spooled = () => readdirSync(path.join(process.env.DATA_DIR!, 'spool')).filter((n) => n.endsWith('.json'));
const counts = async () => ({
  inquiries: await models.inquiries.InvestorInquiryModel.countDocuments(),
  outbox: await models.outbox.OutboxMailModel.countDocuments(),
});

jest.setTimeout(90_000);
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'sahla-spool-'));
  port = await freePort();
  db = await startDb();
  smtp = await startTestSmtp();
  process.env.MONGODB_URI = db.uri;
  process.env.SMTP_URL = smtp.url;
  investor = await import('@/app/api/email/send/route');
  replay = await import('@/lib/submissions/replay');
  store = await import('@/lib/submissions/store');
  models = { inquiries: await import('@/models/investor-inquiry'), outbox: await import('@/models/outbox-mail') };
});
let logs: ReturnType<typeof captureLogs>;
beforeEach(() => {
  logs = captureLogs();
});
afterEach(() => jest.restoreAllMocks());
afterAll(async () => {
  const { connectDb } = await import('@/lib/db/connect');
  await (await connectDb().catch(() => null))?.disconnect();
  await db.stop();
  await smtp.stop();
  rmSync(dir, { recursive: true, force: true });
});

const send = (body: unknown, peer = '192.0.2.1') => investor.POST(postRequest('/api/email/send', body, { ip: peer }));

describe('one write per inquiry, one record per key', () => {
  it('stores the inquiry with its mail, and the outbox row under the inquiry id', async () => {
    expect((await send(inquiry(1))).status).toBe(200);
    const record = await models.inquiries.InvestorInquiryModel.findOne({ email: 'investor1@example.ma' }).lean();
    expect(record!.pendingMail).toBeNull(); // copied to the outbox, then cleared
    const row = await models.outbox.OutboxMailModel.findOne({ refId: record!._id }).lean();
    expect(String(row!._id)).toBe(String(record!._id));
    await smtp.waitForMessages(1);
  });

  it('a double click (same key) stores one inquiry and sends one mail', async () => {
    smtp.messages.length = 0;
    const key = '65f0aa00aa00aa00aa00aa01';
    const answers = await Promise.all([send(inquiry(2, key)), send(inquiry(2, key)), send(inquiry(2, key))]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(await models.inquiries.InvestorInquiryModel.countDocuments({ _id: key })).toBe(1);
    expect(await models.outbox.OutboxMailModel.countDocuments({ refId: key })).toBe(1);
    await smtp.waitForMessages(1);
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.messages).toHaveLength(1);
  });

  it('queues the mail of a record whose write stopped before the outbox copy', async () => {
    const createdAt = new Date(Date.now() - 5 * 60_000);
    const pendingMail = {
      from: 'a@sahla.ma',
      to: 'team@sahla.ma',
      replyTo: { name: 'X', address: 'x@example.ma' },
      subject: 'S',
      text: 'T',
    };
    const { _id } = await models.inquiries.InvestorInquiryModel.create({
      ...inquiry(3),
      company: '',
      locale: 'en',
      createdAt,
      pendingMail,
    });
    expect(await store.queueStrandedMail()).toBe(1);
    expect(await models.outbox.OutboxMailModel.countDocuments({ _id })).toBe(1);
    expect(await store.queueStrandedMail()).toBe(0);
  });
});

describe('the spool while the database is down', () => {
  it('answers "received", keeps each submission on disk, and stores each exactly once when the database returns', async () => {
    smtp.messages.length = 0;
    const before = await counts();
    await db.stop();
    const keys = Array.from({ length: 5 }, (_, i) => `65f0bb00bb00bb00bb00bb0${i}`);
    // Five visitors, and one of them clicks twice.
    const bodies = [...keys.map((key, i) => inquiry(10 + i, key)), inquiry(10, keys[0])];
    const answers = await Promise.all(bodies.map((body, i) => send(body, `192.0.2.${20 + i}`)));
    // All six answers at once with the errors the site logged, so a refusal says why and what
    // became of the others.
    const received = await Promise.all(answers.map((answer) => answer.json()));
    const errors = loggedEvents(logs.error).map((line) => `${line.event}: ${line.message}`);
    expect({ received, errors }).toEqual({ received: bodies.map(() => ({ success: true })), errors: [] });
    expect(spooled()).toHaveLength(6);

    db = await startDb();
    expect(await replay.replaySpool()).toBe(6);
    expect(spooled()).toHaveLength(0);
    expect(await counts()).toEqual({ inquiries: before.inquiries + 5, outbox: before.outbox + 5 });
    await smtp.waitForMessages(5, 15_000);
    expect(new Set(smtp.messages.map((m) => m.subject)).size).toBe(5);
    expect(await replay.replaySpool()).toBe(0);
  });
});

import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startFerretdb } from '../../server/launcher/ferretdb.ts';
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
let models: {
  inquiries: typeof import('@/models/investor-inquiry');
  outbox: typeof import('@/models/outbox-mail');
  subscribers: typeof import('@/models/newsletter-subscriber');
};

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
  models = {
    inquiries: await import('@/models/investor-inquiry'),
    outbox: await import('@/models/outbox-mail'),
    subscribers: await import('@/models/newsletter-subscriber'),
  };
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

describe('a long spool', () => {
  it('stores many of each kind at once, sets aside only the entry no longer valid, and a replay of the same files adds nothing', async () => {
    smtp.messages.length = 0;
    const { writeSpoolEntry } = await import('@/lib/submissions/spool-files');
    const before = await counts();
    const spoolDir = path.join(process.env.DATA_DIR!, 'spool');
    const keys = Array.from({ length: 30 }, (_, i) => `65f0cc00cc00cc00cc00cc${String(i).padStart(2, '0')}`);
    const receivedAt = new Date().toISOString();
    for (const [i, key] of keys.entries())
      await writeSpoolEntry({ kind: 'investor', key, receivedAt, input: inquiry(100 + i) });
    // Written by an older version whose rules let this through: the replay checks it again.
    const invalid = { ...inquiry(200), email: 'not-an-address' };
    await writeSpoolEntry({ kind: 'investor', key: '65f0cc00cc00cc00cc00ccff', receivedAt, input: invalid });
    // Nine new readers, one of them subscribing twice, and a confirmed one subscribing again.
    const readers = Array.from({ length: 9 }, (_, i) => `reader${i}@example.ma`);
    const subscriber = (email: string) => ({ email, source: 'blog', locale: 'en' });
    await models.subscribers.NewsletterSubscriberModel.create({
      email: 'known@example.ma',
      source: 'blog',
      status: 'confirmed',
    });
    for (const [i, email] of [...readers, readers[0]!, 'known@example.ma'].entries())
      await writeSpoolEntry({
        kind: 'newsletter',
        key: `65f0dd00dd00dd00dd00dd${String(i).padStart(2, '0')}`,
        receivedAt,
        input: subscriber(email),
      });
    const copy = path.join(dir, 'spool-copy');
    cpSync(spoolDir, copy, { recursive: true });

    expect(await replay.replaySpool()).toBe(41);
    expect(spooled()).toHaveLength(0);
    expect(readdirSync(path.join(spoolDir, 'failed')).filter((n) => n.includes('ccff'))).toHaveLength(1);
    expect(await counts()).toEqual({ inquiries: before.inquiries + 30, outbox: before.outbox + 39 });
    // Stored together, not one by one after a refusal.
    expect(loggedEvents(logs.warn).map((line) => line.event)).not.toContain('spool.one_at_a_time');
    for (const key of keys) expect(await models.outbox.OutboxMailModel.countDocuments({ refId: key })).toBe(1);
    expect(await models.subscribers.NewsletterSubscriberModel.countDocuments({ email: { $in: readers } })).toBe(9);
    const confirmations = () => smtp.messages.filter((m) => m.envelope.to[0]?.startsWith('reader'));
    await smtp.waitForMessages(39, 30_000);
    expect(new Set(confirmations().map((m) => m.envelope.to[0])).size).toBe(9);

    // A crash after the store and before the files were removed: the same files replayed again.
    rmSync(path.join(copy, 'failed'), { recursive: true, force: true });
    for (const name of readdirSync(copy).filter((n) => !n.includes('ccff')))
      cpSync(path.join(copy, name), path.join(spoolDir, name));
    expect(await replay.replaySpool()).toBe(41);
    expect(await counts()).toEqual({ inquiries: before.inquiries + 30, outbox: before.outbox + 39 });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(smtp.messages).toHaveLength(39);
    expect(confirmations()).toHaveLength(9);
  });
});

import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startFerretdb } from '../../server/launcher/ferretdb.ts';
import { FORM_LIMITS, FORM_WINDOW_MS } from '@/lib/submissions/registry';
import { captureLogs, postRequest } from '../helpers/form-request';
import { pollFor } from '../helpers/poll';
import { startWithinOneWindow } from '../helpers/rate-window';
import { startTestSmtp, type TestSmtp } from '../helpers/smtp';
import { adminRequest, adminToken } from './support/admin-routes';

// A database of this file's own, frozen with SIGSTOP: the process keeps its port and accepts
// connections but never answers, as a stuck disk, a full pool or a network partition look.
type Database = Awaited<ReturnType<typeof startFerretdb>>;
let dir: string;
let db: Database;
let smtp: TestSmtp;
let token: string;
let routes: {
  contact: typeof import('@/app/api/contact/route');
  investor: typeof import('@/app/api/email/send/route');
  health: typeof import('@/app/api/health/route');
  counts: typeof import('@/app/api/admin/counts/route');
};
let replay: typeof import('@/lib/submissions/replay');
let outbox: typeof import('@/lib/mail/outbox');
let models: {
  contact: typeof import('@/models/contact-message');
  investor: typeof import('@/models/investor-inquiry');
};

const POSTS = 50;
const FLOOD = 'flood@example.ma';
const freeze = () => db.child.kill('SIGSTOP');
const thaw = () => db.child.kill('SIGCONT');
const spooled = () => readdirSync(path.join(process.env.DATA_DIR!, 'spool')).filter((n) => n.endsWith('.json'));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

// Post i of the 50: even ones are contact messages, odd ones investor inquiries, each from its own address.
function post(i: number) {
  const email = `visitor${i}@example.ma`;
  const ip = `198.18.${Math.floor(i / 250)}.${i % 250}`;
  if (i % 2 === 0) {
    const body = { name: `Visitor ${i}`, email, subject: 'support', message: `Message number ${i}.`, locale: 'en' };
    return routes.contact.POST(postRequest('/api/contact', body, { ip }));
  }
  const body = {
    firstName: `Investor${i}`,
    lastName: 'Tazi',
    phone: '+212 600 000 000',
    email,
    investment: '$50,000 – $100,000',
    title: 'Seed round',
  };
  return routes.investor.POST(postRequest('/api/email/send', body, { ip }));
}

jest.setTimeout(120_000);
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'sahla-hung-db-'));
  db = await startFerretdb({ dataDir: path.join(dir, 'db'), port: await freePort(), database: 'hung', log: () => {} });
  smtp = await startTestSmtp();
  process.env.MONGODB_URI = db.uri;
  process.env.SMTP_URL = smtp.url;
  // An open breaker lets a probe through after 1 s instead of 5 s (lib/config/waits.ts).
  process.env.BREAKER_COOL_OFF_MS = '1000';
  routes = {
    contact: await import('@/app/api/contact/route'),
    investor: await import('@/app/api/email/send/route'),
    health: await import('@/app/api/health/route'),
    counts: await import('@/app/api/admin/counts/route'),
  };
  replay = await import('@/lib/submissions/replay');
  outbox = await import('@/lib/mail/outbox');
  models = { contact: await import('@/models/contact-message'), investor: await import('@/models/investor-inquiry') };
  token = await adminToken();
});
beforeEach(() => captureLogs());
afterEach(() => jest.restoreAllMocks());
afterAll(async () => {
  thaw();
  const { connectDb } = await import('@/lib/db/connect');
  await (await connectDb().catch(() => null))?.disconnect();
  await db.stop();
  await smtp.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('while the database hangs', () => {
  it('answers every form post "received" within 3 s, keeping each on disk', async () => {
    freeze();
    // Five waves of ten, a second apart: the first wave meets a closed breaker (each call waits
    // out its deadline), the later ones an open breaker and its probes.
    const answers: { value: Response; ms: number }[] = [];
    for (let wave = 0; wave < 5; wave += 1) {
      const indexes = Array.from({ length: POSTS / 5 }, (_, j) => wave * (POSTS / 5) + j);
      answers.push(...(await Promise.all(indexes.map((i) => timed(() => post(i))))));
      await sleep(1000);
    }
    expect(answers.map((a) => a.value.status)).toEqual(Array(POSTS).fill(200));
    for (const answer of answers) expect(await answer.value.json()).toEqual({ success: true });
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(3000);
    expect(spooled()).toHaveLength(POSTS);
  });

  it('still limits one address, counting in memory', async () => {
    await startWithinOneWindow(FORM_WINDOW_MS, 40_000);
    const statuses: number[] = [];
    const body = { name: 'Flood', email: FLOOD, subject: 'support', message: 'Again and again.', locale: 'en' };
    for (let i = 0; i < FORM_LIMITS.contact + 2; i += 1) {
      const { value, ms } = await timed(() =>
        routes.contact.POST(postRequest('/api/contact', body, { ip: '203.0.113.77' })),
      );
      expect(ms).toBeLessThan(3000);
      statuses.push(value.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(FORM_LIMITS.contact);
    expect(statuses.slice(FORM_LIMITS.contact)).toEqual([429, 429]);
  });

  it('answers the admin 503 with Retry-After within 1 s', async () => {
    const { value, ms } = await timed(() => routes.counts.GET(adminRequest('GET', '/api/admin/counts', token)));
    expect(ms).toBeLessThan(1000);
    expect(value.status).toBe(503);
    expect(Number(value.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('reports the database as slow or down on /api/health within 2 s', async () => {
    const { value, ms } = await timed(() => routes.health.GET());
    expect(ms).toBeLessThan(2000);
    expect(value.status).toBe(503);
    // "slow" while calls miss their deadline; "down" once the driver has given the server up.
    expect(await value.json()).toMatchObject({ status: 'degraded', db: expect.stringMatching(/^(slow|down)$/) });
  });
});

describe('once the database answers again', () => {
  it('stores each of the 50 (and the 10 of the flood) exactly once and sends each mail once', async () => {
    thaw();
    const until = Date.now() + 60_000;
    while (spooled().length > 0 && Date.now() < until) {
      await replay.replaySpool().catch(() => 0);
      await sleep(500);
    }
    expect(spooled()).toHaveLength(0);
    const contacts = models.contact.ContactMessageModel;
    expect(await contacts.countDocuments({ email: { $ne: FLOOD } })).toBe(POSTS / 2);
    expect(await contacts.countDocuments({ email: FLOOD })).toBe(10);
    expect(await models.investor.InvestorInquiryModel.countDocuments()).toBe(POSTS / 2);

    while (smtp.messages.length < POSTS + 10 && Date.now() < until) {
      await outbox.processOutboxOnce().catch(() => undefined);
      await sleep(500);
    }
    await sleep(1000); // time for a second copy to show up, if one were on its way
    const senders = smtp.messages.map((m) => m.replyTo).filter((to) => !to.includes(FLOOD));
    expect(senders).toHaveLength(POSTS);
    expect(new Set(senders).size).toBe(POSTS);
    expect(smtp.messages).toHaveLength(POSTS + 10);
  });

  it('reports the database up again', async () => {
    // After the breaker's cool-off the next call probes the database and closes it.
    expect(await pollFor(async () => (await routes.health.GET()).status, 200, 10_000)).toBe(200);
  });
});

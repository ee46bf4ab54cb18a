import { readdirSync } from 'node:fs';
import path from 'node:path';
import mongoose from 'mongoose';
import { expect, test } from '@playwright/test';
import { newSubmissionKey } from '../lib/forms/submission-key';
import { investorBody } from '../tests/helpers/form-request';
import { startTestSmtp, type TestSmtp } from '../tests/helpers/smtp';
import { startOwnSite, type OwnSite } from './support/own-site';
import { contactBody, requestFrom } from './support/peer-request';
import { startWithinOneWindow } from '../tests/helpers/rate-window';

// Runs its own server behind a "proxy" (TRUSTED_PROXIES=127.0.0.1: requests from 127.0.0.1 carry
// the visitor in X-Forwarded-For) and stops its database.
let site: OwnSite;
let smtp: TestSmtp;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startTestSmtp();
  site = await startOwnSite({ SMTP_URL: smtp.url, TRUSTED_PROXIES: '127.0.0.1' });
});
test.afterAll(async () => {
  await site?.stop();
  await smtp?.stop();
});

const inquiry = investorBody;

test('behind a trusted proxy each forwarded visitor has a limit; a direct caller cannot forward', async () => {
  test.setTimeout(90_000);
  // The contact form's 15-minute window (app/api/contact/route.ts); the 23 forms take 5-10 s here.
  await startWithinOneWindow(15 * 60_000, 30_000);
  const post = (peer: string, visitor: string, i: number) =>
    requestFrom(peer, `${site.base}/api/contact`, { body: contactBody(i), headers: { 'x-forwarded-for': visitor } });
  const proxied = [];
  for (let i = 0; i < 11; i += 1) proxied.push((await post('127.0.0.1', '198.51.100.1', i)).status);
  expect(proxied).toEqual([...Array(10).fill(200), 429]);
  expect((await post('127.0.0.1', '198.51.100.2', 11)).status).toBe(200);
  // 127.0.0.2 is no listed proxy: its X-Forwarded-For is ignored, whatever it claims.
  const direct = [];
  for (let i = 0; i < 11; i += 1) direct.push((await post('127.0.0.2', `203.0.113.${i}`, 20 + i)).status);
  expect(direct.at(-1)).toBe(429);
});

test('50 inquiries during an outage are received, survive a restart, and are stored and mailed once each', async () => {
  test.setTimeout(240_000);
  const mailsBefore = smtp.messages.length;
  await site.stopDb();
  const keys = Array.from({ length: 50 }, () => newSubmissionKey());
  // Fifty visitors, five of whom click twice.
  const posts = [...keys.map((key, i) => [i, key] as const), ...keys.slice(0, 5).map((key, i) => [i, key] as const)];
  const answers = await Promise.all(
    posts.map(([i, key]) =>
      requestFrom('127.0.0.1', `${site.base}/api/email/send`, {
        body: inquiry(i, key),
        headers: { 'x-forwarded-for': `192.0.2.${i + 1}` },
      }),
    ),
  );
  for (const answer of answers) expect(JSON.parse(answer.body)).toEqual({ success: true });
  const spool = path.join(site.dataDir, 'spool');
  expect(readdirSync(spool).filter((n) => n.endsWith('.json'))).toHaveLength(55);

  // The site restarts while the database is still away; the spool is on disk, not in memory.
  await site.restartServer();
  await site.startDb();

  const conn = await mongoose.createConnection(site.dbUri).asPromise();
  try {
    const inquiries = () => conn.collection('investor_inquiries').countDocuments();
    await expect.poll(inquiries, { timeout: 60_000 }).toBe(50);
    // The team's notices of these inquiries (visitors' acknowledgements and the first test's late
    // mails arrive beside them).
    const reference = (m: { text: string }) => /Reference: (\w+)/.exec(m.text)?.[1] ?? '';
    const notices = () =>
      smtp.messages
        .slice(mailsBefore)
        .filter((m) => m.envelope.to.includes('team@sahla.ma') && keys.includes(reference(m)));
    await expect.poll(() => notices().length, { timeout: 60_000 }).toBe(50);
    // Nothing more arrives: each inquiry once, each mail once.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await inquiries()).toBe(50);
    expect(await conn.collection('outbox_mails').countDocuments({ kind: 'investor' })).toBe(50);
    const mails = notices();
    expect(mails).toHaveLength(50);
    expect(new Set(mails.map(reference))).toEqual(new Set(keys));
    expect(readdirSync(spool).filter((n) => n.endsWith('.json'))).toHaveLength(0);
  } finally {
    await conn.close();
  }
});

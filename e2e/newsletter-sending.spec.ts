import { expect, test } from '@playwright/test';
import ar from '../messages/ar.json';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from '../tests/helpers/smtp';
import { mailsPerRecipient, newsletterAdmin, setSubscribers } from './support/newsletter-admin';
import { startOwnSite, type OwnSite } from './support/own-site';

// A production server of its own (its subscriber list is this spec's alone, and it is killed)
// mailing a real SMTP server over SMTP_URL. 1,000 a minute: every mail is due at once, so the
// outbox worker's own pace (50 mails per run, the next run a second later here: OUTBOX_POLL_MS,
// a refused mail retried a second later: OUTBOX_RETRY_BASE_MS) sets how long they take. SMTP
// steps of 3 s (SMTP_TIMEOUT_MS) make the outbox lease 16.6 s instead of 51.6 s;
// tests/soak/newsletter-real-lease.test.ts waits out the production one.
let site: OwnSite;
let smtp: TestSmtp;

// The crash test's kill: when the SMTP server has received `killAfter` mails, the site is killed
// (SIGKILL) while it hands over the next one; the server holds that mail's answer until the process
// is gone, then refuses it (451), so it was never accepted and must still go out, once.
let killAfter = Infinity;
let killed: Promise<NodeJS.Signals | null> | null = null;
async function accept(received: number): Promise<boolean> {
  if (received < killAfter) return true;
  killed ??= site.crashServer();
  await killed;
  killAfter = Infinity;
  return false;
}

test.describe.configure({ mode: 'default' }); // in order, on one site
test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startTestSmtp({ accept });
  site = await startOwnSite({
    SMTP_URL: smtp.url,
    NEWSLETTER_RATE_PER_MINUTE: '1000',
    OUTBOX_POLL_MS: '1000',
    OUTBOX_RETRY_BASE_MS: '1000',
    SMTP_TIMEOUT_MS: '3000',
  });
});
test.afterAll(async () => {
  await site?.stop();
  await smtp?.stop();
});

const subjects = { en: 'Sahla this week', ar: 'سهلة هذا الأسبوع' };
const week = {
  enSubject: subjects.en,
  enBody: 'We opened **two** new offices.',
  arSubject: subjects.ar,
  arBody: 'افتتحنا **مكتبين** جديدين.',
};
const address = (lang: string, n: number) => `${lang}-reader-${n}@example.ma`;
const oneClickUrl = (mail: ReceivedMail) => /^<(https?:\/\/\S+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1];

test('3 English and 2 Arabic subscribers get one mail each in their language; one click keeps the next issue away', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await setSubscribers(site, [
    ...[1, 2, 3].map((n) => ({ email: address('en', n), locale: 'en' as const, status: 'confirmed' as const })),
    ...[1, 2].map((n) => ({ email: address('ar', n), locale: 'ar' as const, status: 'confirmed' as const })),
    { email: 'pending@example.ma', locale: 'en', status: 'pending' },
    { email: 'gone@example.ma', locale: 'ar', status: 'unsubscribed' },
  ]);
  const admin = await newsletterAdmin(site);
  const first = await admin.send(week);
  expect(first).toMatchObject({ status: 'sent', recipients: 5 });
  await expect.poll(() => admin.progress(first.id), { timeout: 60_000 }).toMatchObject({ sent: 5, queued: 0 });

  const mails = smtp.messages.filter((m) => m.subject === subjects.en || m.subject === subjects.ar);
  const english = [address('en', 1), address('en', 2), address('en', 3)];
  const arabic = [address('ar', 1), address('ar', 2)];
  const once = (addresses: string[]) => new Map(addresses.map((to) => [to, 1] as const));
  expect(mailsPerRecipient(mails.filter((m) => m.subject === subjects.en))).toEqual(once(english));
  expect(mailsPerRecipient(mails.filter((m) => m.subject === subjects.ar))).toEqual(once(arabic));
  expect(mails).toHaveLength(5);
  for (const mail of mails) {
    const lang = mail.subject === subjects.ar ? 'ar' : 'en';
    expect(mail.html).toContain(`<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"`);
    expect(mail.text).toContain(lang === 'ar' ? 'افتتحنا' : 'We opened');
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(oneClickUrl(mail)).toMatch(new RegExp(`^${site.base}/api/newsletter/unsubscribe\\?token=`));
    // Each link is good (asking it changes nothing).
    const check = await fetch(oneClickUrl(mail)!, { signal: AbortSignal.timeout(10_000) });
    expect(await check.json()).toEqual({ status: 'confirmed', changed: false });
  }
  expect(new Set(mails.map(oneClickUrl)).size).toBe(5);

  // One click from an Arabic reader's mail client (RFC 8058: a form-encoded POST to the header's URL).
  const leaving = mails.find((m) => m.envelope.to.includes(address('ar', 2)))!;
  const left = await fetch(oneClickUrl(leaving)!, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
    signal: AbortSignal.timeout(10_000),
  });
  expect(await left.json()).toEqual({ status: 'unsubscribed', changed: true });
  // The link in the mail's text opens a page in the reader's language that says so.
  const pageLink = new RegExp(`${site.base}/ar/newsletter/unsubscribe\\?token=\\S+`).exec(leaving.text)![0];
  await page.goto(pageLink);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('main').getByRole('status')).toHaveText(ar.Subscription.unsubscribe.unsubscribed);

  const next = { ...week, enSubject: 'Sahla next week', arSubject: 'سهلة الأسبوع القادم' };
  const second = await admin.send(next);
  expect(second.recipients).toBe(4);
  await expect.poll(() => admin.progress(second.id), { timeout: 60_000 }).toMatchObject({ sent: 4, queued: 0 });
  const secondMails = smtp.messages.filter((m) => m.subject === next.enSubject || m.subject === next.arSubject);
  expect(mailsPerRecipient(secondMails)).toEqual(once([...english, address('ar', 1)]));
});

// 100 readers: each mail is a connection and four database writes (0.3 to 2 s on a loaded machine),
// so more would only make the same crash longer.
test('the site killed while mailing 100 subscribers and restarted: each gets exactly one mail', async () => {
  test.setTimeout(300_000);
  const readers = Array.from({ length: 100 }, (_, i) => address('en', 100 + i));
  await setSubscribers(
    site,
    readers.map((email) => ({ email, locale: 'en', status: 'confirmed' })),
  );
  const subject = 'Sahla after the outage';
  const ofIssue = () => smtp.messages.filter((m) => m.subject === subject);
  const baseline = smtp.messages.length;
  killAfter = baseline + 40;
  const pidBefore = site.serverPid();
  const admin = await newsletterAdmin(site);
  const issue = await admin.send({ enSubject: subject, enBody: 'Everything is back.' });
  expect(issue.recipients).toBe(100);

  // Dead in the middle: some mails out, most not, one half handed over.
  await expect.poll(() => killed !== null, { timeout: 90_000 }).toBe(true);
  expect(await killed).toBe('SIGKILL');
  const beforeKill = ofIssue().length;
  expect(beforeKill).toBe(40);

  await site.startServer();
  expect(site.serverPid()).not.toBe(pidBefore);
  const restarted = await newsletterAdmin(site);
  expect((await restarted.progress(issue.id)).sent).toBeLessThan(100);
  // The rest go out 50 a run (lib/mail/outbox-worker.ts); the mail the dead process held stays
  // leased for 16.6 s (leaseMs with 3-s SMTP steps), then goes out once.
  await expect
    .poll(() => restarted.progress(issue.id), { timeout: 200_000, intervals: [1_000] })
    .toEqual({ queued: 0, sent: 100, failed: 0, bounced: 0 });
  // Nothing more arrives: one mail per reader, each its own message.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const mails = ofIssue();
  expect(mails).toHaveLength(100);
  expect(smtp.messages.length - baseline).toBe(100);
  expect(mailsPerRecipient(mails)).toEqual(new Map(readers.map((to) => [to, 1] as const)));
  expect(new Set(mails.map((m) => m.headers['message-id'])).size).toBe(100);
});

import { GET as inspect, POST as apply } from '@/app/api/newsletter/[action]/route';
import { POST as subscribe } from '@/app/api/newsletter/route';
import { connectDb } from '@/lib/db/connect';
import { signLink } from '@/lib/newsletter/links';
import { NewsletterSubscriberModel } from '@/models/newsletter-subscriber';
import { OutboxMailModel } from '@/models/outbox-mail';
import { captureLogs, postRequest } from '../helpers/form-request';
import { startTestSmtp, type TestSmtp } from '../helpers/smtp';

let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startTestSmtp();
  process.env.SMTP_URL = smtp.url;
  process.env.SITE_URL = 'https://sahla.test';
  await connectDb();
});
beforeEach(() => captureLogs());
afterEach(() => jest.restoreAllMocks());
afterAll(async () => {
  await smtp.stop();
  await (await connectDb()).disconnect();
});

const ctx = (action: string) => ({ params: Promise.resolve({ action }) });
const linkIn = (text: string, path: string) => {
  const match = new RegExp(`https://sahla\\.test${path}\\?token=(\\S+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in:\n${text}`);
  return { url: match[0], token: match[1]! };
};
const pageAction = (action: string, token: string) =>
  apply(postRequest(`/api/newsletter/${action}`, { token }), ctx(action));

describe('newsletter double opt-in', () => {
  it('stores pending, mails a localized confirmation with RFC 8058 headers, and only the link confirms', async () => {
    const response = await subscribe(
      postRequest('/api/newsletter', { email: 'Salma@Example.MA', source: 'footer', locale: 'ar' }),
    );
    expect(await response.json()).toEqual({ success: true });
    expect(await NewsletterSubscriberModel.findOne({ email: 'salma@example.ma' }).lean()).toMatchObject({
      status: 'pending',
    });

    const [mail] = await smtp.waitForMessages(1);
    expect(mail!.envelope.to).toEqual(['salma@example.ma']);
    expect(mail!.subject).toContain('سهلة');
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(https:\/\/sahla\.test\/api\/newsletter\/unsubscribe\?token=\S+)>$/.exec(
      mail!.headers['list-unsubscribe']!,
    );
    expect(oneClick).not.toBeNull();
    const confirm = linkIn(mail!.text, '/ar/newsletter/confirm');
    linkIn(mail!.text, '/ar/newsletter/unsubscribe');

    // Looking at the link changes nothing (a mail scanner that follows it confirms nobody).
    const look = await inspect(
      new Request(`http://localhost/api/newsletter/confirm?token=${confirm.token}`),
      ctx('confirm'),
    );
    expect(await look.json()).toEqual({ status: 'pending', changed: false });

    expect(await (await pageAction('confirm', confirm.token)).json()).toEqual({ status: 'confirmed', changed: true });
    expect(await NewsletterSubscriberModel.findOne({ email: 'salma@example.ma' }).lean()).toMatchObject({
      status: 'confirmed',
      confirmedAt: expect.any(Date),
    });

    // One click, as a mail client does it: form-encoded POST to the List-Unsubscribe URL.
    const click = await apply(
      new Request(oneClick![1]!, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
      ctx('unsubscribe'),
    );
    expect(await click.json()).toEqual({ status: 'unsubscribed', changed: true });
    // An old confirmation link cannot undo the unsubscribe.
    expect(await (await pageAction('confirm', confirm.token)).json()).toEqual({
      status: 'unsubscribed',
      changed: false,
    });
    expect(await NewsletterSubscriberModel.findOne({ email: 'salma@example.ma' }).lean()).toMatchObject({
      status: 'unsubscribed',
    });
  });

  it('resends a pending confirmation at most once an hour and never mails a confirmed address', async () => {
    smtp.messages.length = 0;
    const send = () => subscribe(postRequest('/api/newsletter', { email: 'omar@example.ma', source: 'blog' }));
    await send();
    await Promise.all([send(), send(), send()]);
    await smtp.waitForMessages(1);
    expect(await OutboxMailModel.countDocuments({ to: 'omar@example.ma' })).toBe(1);

    await NewsletterSubscriberModel.updateOne(
      { email: 'omar@example.ma' },
      { $set: { confirmationSentAt: new Date(Date.now() - 61 * 60_000) } },
    );
    await Promise.all([send(), send()]);
    expect(await OutboxMailModel.countDocuments({ to: 'omar@example.ma' })).toBe(2);

    await NewsletterSubscriberModel.updateOne(
      { email: 'omar@example.ma' },
      { $set: { status: 'confirmed', confirmationSentAt: new Date(0) } },
    );
    const confirmed = await send();
    expect(await confirmed.json()).toEqual({ success: true }); // same answer: nothing revealed
    expect(await OutboxMailModel.countDocuments({ to: 'omar@example.ma' })).toBe(2);
  });

  it('refuses tampered, wrong-purpose and expired links with a reason and changes nothing', async () => {
    const row = await NewsletterSubscriberModel.create({
      email: 'lina@example.ma',
      source: 'events',
      status: 'pending',
    });
    const id = String(row._id);
    const good = signLink('confirm', id);
    const [purpose, , expires, signature] = good.split('.');
    const otherId = '0123456789abcdef01234567';
    const cases: [string, string, string][] = [
      ['confirm', `${purpose}.${otherId}.${expires}.${signature}`, 'invalid'],
      ['confirm', `${purpose}.${id}.${Number(expires) + 999}.${signature}`, 'invalid'],
      ['confirm', good.slice(0, -2), 'invalid'],
      ['unsubscribe', good, 'invalid'],
      ['confirm', signLink('confirm', id, Date.now() - 8 * 86_400_000), 'expired'],
      ['confirm', 'garbage', 'invalid'],
    ];
    for (const [action, token, reason] of cases) {
      const response = await pageAction(action, token);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ reason });
    }
    expect(await NewsletterSubscriberModel.findById(id).lean()).toMatchObject({ status: 'pending' });
  });
});

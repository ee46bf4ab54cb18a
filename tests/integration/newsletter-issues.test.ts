import { POST as create } from '@/app/api/admin/newsletter/route';
import { PUT as update } from '@/app/api/admin/newsletter/[id]/route';
import { POST as send } from '@/app/api/admin/newsletter/[id]/send/route';
import { POST as oneClick } from '@/app/api/newsletter/[action]/route';
import sitemap from '@/app/sitemap';
import { processOutboxOnce } from '@/lib/mail/outbox';
import { AuditEntryModel } from '@/models/audit-entry';
import { NewsletterIssueModel } from '@/models/newsletter-issue';
import { NewsletterSubscriberModel } from '@/models/newsletter-subscriber';
import { OutboxMailModel } from '@/models/outbox-mail';
import { call, issueFields, newsletterWorld, subscribers } from './support/newsletter';

const world = newsletterWorld(
  { refuse: (address) => address === 'gone@example.ma' },
  { SITE_URL: 'https://sahla.test' },
);
const later = () => new Date(Date.now() + 24 * 60 * 60_000);

/** Writes an issue, presses Send, and lets the outbox deliver everything due within a day. */
async function sendIssue(fields: Record<string, string> = issueFields) {
  const created = await call(create, 'POST', '/api/admin/newsletter', world.token, fields);
  expect(created.status).toBe(201);
  const id = created.body.id;
  const sent = await call(send, 'POST', `/api/admin/newsletter/${id}/send`, world.token, { mode: 'now' }, id);
  while ((await processOutboxOnce({ now: later() })).sent > 0);
  return { id, sent };
}

describe('newsletter issues', () => {
  it('mails each confirmed subscriber once in their language, with their own unsubscribe link that stops the next issue', async () => {
    await subscribers(3, 'en', 'confirmed');
    await subscribers(2, 'ar', 'confirmed');
    await subscribers(1, 'en', 'pending');
    await subscribers(1, 'ar', 'unsubscribed');
    const { id, sent } = await sendIssue();
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ status: 'sent', recipients: 5 });

    const mails = world.smtp.messages;
    expect(mails.map((m) => m.envelope.to[0]).sort()).toEqual([
      'ar-confirmed-1@example.ma',
      'ar-confirmed-2@example.ma',
      'en-confirmed-1@example.ma',
      'en-confirmed-2@example.ma',
      'en-confirmed-3@example.ma',
    ]);
    const links = new Set<string>();
    for (const mail of mails) {
      const arabic = mail.envelope.to[0]!.startsWith('ar-');
      expect(mail.subject).toBe(arabic ? issueFields.arSubject : issueFields.enSubject);
      const html = mail.html;
      expect(html).toContain(arabic ? 'dir="rtl"' : 'dir="ltr"');
      if (arabic) expect(html).toMatch(/Noto Kufi Arabic/);
      expect(html).not.toMatch(/<script|<img[^>]+https?:\/\/(?!sahla\.test)/);
      expect(mail.text).toContain(arabic ? 'أطلقنا' : 'We shipped');
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      const url = /^<(https:\/\/sahla\.test\/api\/newsletter\/unsubscribe\?token=\S+)>$/.exec(
        mail.headers['list-unsubscribe'] ?? '',
      )?.[1];
      expect(url).toBeDefined();
      links.add(url!);
    }
    expect(links.size).toBe(5);

    // The progress counts and the audit entry: who sent what to how many.
    const progress = await call(send, 'POST', `/api/admin/newsletter/${id}/send`, world.token, { mode: 'now' }, id);
    expect(progress.body).toMatchObject({ progress: { queued: 0, sent: 5, failed: 0, bounced: 0 } });
    expect(world.smtp.messages).toHaveLength(5); // pressing Send again queued nothing
    const audit = await AuditEntryModel.find({ action: 'newsletter.sent' }).lean();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.target).toMatch(/to 5 subscribers/);
    // Its web version in each language, listed for search engines beside the archive.
    const urls = (await sitemap()).map((entry) => entry.url);
    expect(urls).toEqual(expect.arrayContaining(['https://sahla.test/newsletter', 'https://sahla.test/ar/newsletter']));
    expect(urls).toContain(`https://sahla.test/ar/newsletter/issues/${String(sent.body.slug)}`);
    expect(urls).toContain(`https://sahla.test/newsletter/issues/${String(sent.body.slug)}`);

    // One-click unsubscribe as a mail client does it (RFC 8058), then the next issue.
    const enMail = mails.find((m) => m.envelope.to[0] === 'en-confirmed-1@example.ma')!;
    const url = /<(\S+)>/.exec(enMail.headers['list-unsubscribe']!)![1]!;
    const request = new Request(url.replace('https://sahla.test', 'http://localhost'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect((await oneClick(request, { params: Promise.resolve({ action: 'unsubscribe' }) })).status).toBe(200);
    world.smtp.messages.length = 0;
    await sendIssue({ ...issueFields, enSubject: 'Sahla in December' });
    expect(world.smtp.messages.map((m) => m.envelope.to[0])).not.toContain('en-confirmed-1@example.ma');
    expect(world.smtp.messages).toHaveLength(4);
  });

  it('gives a language without a version the other one, or nothing, as the editor chose', async () => {
    await subscribers(1, 'en', 'confirmed');
    await subscribers(2, 'ar', 'confirmed');
    const englishOnly = { enSubject: 'Only English', enBody: 'Hello' };
    await sendIssue({ ...englishOnly, fallback: 'none' });
    expect(world.smtp.messages.map((m) => m.envelope.to[0])).toEqual(['en-confirmed-1@example.ma']);
    world.smtp.messages.length = 0;
    await sendIssue({ ...englishOnly, fallback: 'other' });
    expect(world.smtp.messages.map((m) => m.subject)).toEqual(['Only English', 'Only English', 'Only English']);
  });

  it('marks an address the server refuses for good (550) bounced, delivers the others, and skips it next time', async () => {
    await subscribers(2, 'en', 'confirmed');
    await NewsletterSubscriberModel.create({
      email: 'gone@example.ma',
      source: 'footer',
      locale: 'en',
      status: 'confirmed',
    });
    const { id } = await sendIssue();
    expect(world.smtp.messages.map((m) => m.envelope.to[0]).sort()).toEqual([
      'en-confirmed-1@example.ma',
      'en-confirmed-2@example.ma',
    ]);
    expect(await NewsletterSubscriberModel.findOne({ email: 'gone@example.ma' }).lean()).toMatchObject({
      status: 'bounced',
    });
    const again = await call(send, 'POST', `/api/admin/newsletter/${id}/send`, world.token, { mode: 'now' }, id);
    expect(again.body).toMatchObject({ progress: { queued: 0, sent: 2, failed: 0, bounced: 1 } });
    const next = await sendIssue();
    expect(next.sent.body).toMatchObject({ recipients: 2 });
  });

  it('refuses bad input with a reason and changes nothing', async () => {
    const empty = await call(create, 'POST', '/api/admin/newsletter', world.token, { enSubject: '', enBody: '' });
    expect(empty).toMatchObject({ status: 400, body: { errors: { enSubject: 'noVersion' } } });
    const noBody = await call(create, 'POST', '/api/admin/newsletter', world.token, { arSubject: 'عنوان' });
    expect(noBody).toMatchObject({ status: 400, body: { errors: { arBody: 'required' } } });
    // Remote images however written (inline, by reference, as HTML), and HTML itself.
    for (const [enBody, code] of [
      ['![pixel](https://tracker.example/p.gif)', 'image'],
      ['![pixel][r]\n\n[r]: https://tracker.example/p.gif', 'image'],
      ['<img src="https://tracker.example/p.gif">', 'image'],
      ['<b>bold</b>', 'html'],
    ]) {
      const remote = await call(create, 'POST', '/api/admin/newsletter', world.token, {
        enSubject: 'Pictures',
        enBody,
      });
      expect(remote).toMatchObject({ status: 400, body: { errors: { enBody: code } } });
    }
    expect(await NewsletterIssueModel.countDocuments()).toBe(0);

    const { body } = await call(create, 'POST', '/api/admin/newsletter', world.token, issueFields);
    const past = { mode: 'schedule', at: new Date(Date.now() - 60_000).toISOString() };
    const pastAnswer = await call(send, 'POST', `/api/admin/newsletter/${body.id}/send`, world.token, past, body.id);
    expect(pastAnswer).toMatchObject({ status: 400, body: { errors: { at: 'past' } } });
    const none = await call(
      send,
      'POST',
      `/api/admin/newsletter/${body.id}/send`,
      world.token,
      { mode: 'now' },
      body.id,
    );
    expect(none).toMatchObject({ status: 400, body: { errors: { form: 'noRecipients' } } });
    const blank = await call(
      update,
      'PUT',
      `/api/admin/newsletter/${body.id}`,
      world.token,
      { enSubject: 'x' },
      body.id,
    );
    expect(blank.status).toBe(400);
    expect(await NewsletterIssueModel.findById(body.id).lean()).toMatchObject({
      status: 'draft',
      en: { subject: issueFields.enSubject },
    });
    expect(await OutboxMailModel.countDocuments()).toBe(0);
  });
});

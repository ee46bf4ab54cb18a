import { GET as preview } from '@/app/api/admin/newsletter/[id]/preview/route';
import { POST as create } from '@/app/api/admin/newsletter/route';
import { POST as send } from '@/app/api/admin/newsletter/[id]/send/route';
import { POST as testSend } from '@/app/api/admin/newsletter/[id]/test/route';
import { processOutboxOnce } from '@/lib/mail/outbox';
import { queueDueIssues } from '@/lib/newsletter-issues/send';
import { NewsletterIssueModel } from '@/models/newsletter-issue';
import { OutboxMailModel } from '@/models/outbox-mail';
import { adminRequest, ctx } from './support/admin-routes';
import { staffMember } from './support/api';
import { call, issueFields, newsletterWorld, subscribers } from './support/newsletter';

const world = newsletterWorld();
const inHours = (hours: number) => new Date(Date.now() + hours * 60 * 60_000);

describe('newsletter schedule, preview and test send', () => {
  it('sends a scheduled issue only once its time has come, whichever instances run the worker', async () => {
    await subscribers(2, 'ar', 'confirmed');
    const { body } = await call(create, 'POST', '/api/admin/newsletter', world.token, issueFields);
    const at = inHours(2).toISOString();
    const scheduled = await call(
      send,
      'POST',
      `/api/admin/newsletter/${body.id}/send`,
      world.token,
      { mode: 'schedule', at },
      body.id,
    );
    expect(scheduled.body).toMatchObject({ status: 'scheduled', scheduledAt: at });

    expect(await queueDueIssues(inHours(1))).toBe(0);
    expect(await OutboxMailModel.countDocuments()).toBe(0);
    // Two instances' workers at once, past the time: one mail per subscriber.
    await Promise.all([queueDueIssues(inHours(3)), queueDueIssues(inHours(3))]);
    expect(await OutboxMailModel.countDocuments({ issueId: body.id })).toBe(2);
    expect(await NewsletterIssueModel.findById(body.id).lean()).toMatchObject({ status: 'sent', recipients: 2 });
    while ((await processOutboxOnce({ now: inHours(4) })).sent > 0);
    expect(world.smtp.messages.map((m) => m.subject)).toEqual([issueFields.arSubject, issueFields.arSubject]);
  });

  it('previews each version as the mail renders it, and test-sends both to the signed-in person only', async () => {
    await subscribers(1, 'en', 'confirmed');
    const { body } = await call(create, 'POST', '/api/admin/newsletter', world.token, issueFields);
    const page = await preview(
      adminRequest('GET', `/api/admin/newsletter/${body.id}/preview?lang=ar&scheme=dark`, world.token),
      ctx({ id: body.id }),
    );
    const html = await page.text();
    expect(html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(html).toContain('<meta name="color-scheme" content="dark">');

    const editor = await staffMember('editor', 'writer@sahla.test');
    const sent = await call(
      testSend,
      'POST',
      `/api/admin/newsletter/${body.id}/test`,
      editor.token,
      undefined,
      body.id,
    );
    expect(sent.body).toEqual({ to: 'writer@sahla.test', mails: 2 });
    await world.smtp.waitForMessages(2);
    expect(world.smtp.messages.map((m) => m.envelope.to[0])).toEqual(['writer@sahla.test', 'writer@sahla.test']);
    expect(world.smtp.messages.map((m) => m.subject)).toEqual([
      `[Test] ${issueFields.enSubject}`,
      `[Test] ${issueFields.arSubject}`,
    ]);
    expect(await NewsletterIssueModel.findById(body.id).lean()).toMatchObject({ status: 'draft' });
  });
});

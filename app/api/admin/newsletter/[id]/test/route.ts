import { recordAudit } from '@/lib/audit/record';
import { adminHandler } from '@/lib/auth/admin-handler';
import { GONE, refusal } from '@/lib/newsletter-issues/api';
import { findIssue } from '@/lib/newsletter-issues/store';
import { ownAddress, sendTestMails } from '@/lib/newsletter-issues/test-send';

/** Mails each written version to the signed-in person's own address; no subscriber gets anything. */
export const POST = adminHandler(
  'POST /api/admin/newsletter/:id/test',
  'newsletter.send',
  async (request, admin, ctx) => {
    const issue = await findIssue((await ctx.params).id ?? '');
    if (!issue) return GONE();
    const address = await ownAddress(admin.id);
    if (!address) return refusal(400, 'noAddress');
    const sent = await sendTestMails(issue, address);
    await recordAudit(request, 'newsletter.test-sent', `${issue.slug} to ${address}`, admin);
    return Response.json({ to: address, mails: sent });
  },
);

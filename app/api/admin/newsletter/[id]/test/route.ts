import { recordAudit } from '@/lib/audit/record';
import { adminHandler } from '@/lib/auth/admin-handler';
import { GONE, readIssueBody, refusal, STALE } from '@/lib/newsletter-issues/api';
import { testRequestSchema } from '@/lib/newsletter-issues/schema';
import { findIssue } from '@/lib/newsletter-issues/store';
import { ownAddress, sendTestMails } from '@/lib/newsletter-issues/test-send';

/**
 * Mails each written version to the signed-in person's own address; no subscriber gets anything.
 * With `revision`, only that saved revision is mailed (saved since: 409 'stale').
 */
export const POST = adminHandler(
  'POST /api/admin/newsletter/:id/test',
  'newsletter.send',
  async (request, admin, ctx) => {
    // A bodyless press (scripts, older islands) tests the issue as it stands.
    const body = request.headers.has('content-type') ? await readIssueBody(request, testRequestSchema) : null;
    if (body && !body.ok) return body.response;
    const issue = await findIssue((await ctx.params).id ?? '');
    if (!issue) return GONE();
    const revision = body?.data.revision;
    if (revision !== undefined && (issue.revision ?? 0) !== revision) return STALE();
    const address = await ownAddress(admin.id);
    if (!address) return refusal(400, 'noAddress');
    const sent = await sendTestMails(issue, address);
    await recordAudit(request, 'newsletter.test-sent', `${issue.slug} to ${address}`, admin);
    return Response.json({ to: address, mails: sent });
  },
);

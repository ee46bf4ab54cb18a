import { recordAudit } from '@/lib/audit/record';
import { adminHandler } from '@/lib/auth/admin-handler';
import { editRefusal, GONE, issueJson, LOCKED, readIssueBody, refusal, STALE } from '@/lib/newsletter-issues/api';
import { issueAudience } from '@/lib/newsletter-issues/audience';
import { sendRequestSchema } from '@/lib/newsletter-issues/schema';
import { queueIssue } from '@/lib/newsletter-issues/send';
import { findIssue, scheduleIssue, startSending } from '@/lib/newsletter-issues/store';

/**
 * `{mode: 'now'}` queues one mail per recipient (idempotent: a second press adds none);
 * `{mode: 'schedule', at}` leaves it to the issue worker at that time. With `revision`, only that
 * saved revision is sent or scheduled: saved since by someone else, 409 'stale' and nothing changes.
 * No recipients: 400, nothing changes.
 */
export const POST = adminHandler(
  'POST /api/admin/newsletter/:id/send',
  'newsletter.send',
  async (request, admin, ctx) => {
    const body = await readIssueBody(request, sendRequestSchema);
    if (!body.ok) return body.response;
    const { revision } = body.data;
    const id = (await ctx.params).id ?? '';
    const issue = await findIssue(id);
    if (!issue) return GONE();
    if (issue.status === 'sent' || issue.status === 'sending') {
      if (body.data.mode === 'schedule') return LOCKED();
    } else if (revision !== undefined && (issue.revision ?? 0) !== revision) {
      return STALE();
    } else if ((await issueAudience(issue)).length === 0) {
      return refusal(400, 'noRecipients');
    }
    if (body.data.mode === 'schedule') {
      const scheduled = await scheduleIssue(id, new Date(body.data.at), revision);
      if (!scheduled.ok) return editRefusal(scheduled.reason);
      await recordAudit(request, 'newsletter.scheduled', `${issue.slug} at ${body.data.at}`, admin);
      return Response.json(await issueJson(scheduled.issue));
    }
    if (issue.status !== 'sent' && issue.status !== 'sending') {
      const started = await startSending(id, revision, admin.username);
      if (!started.ok) return editRefusal(started.reason);
    }
    const queued = await queueIssue(issue._id, admin.username);
    if (!queued.ok) return queued.reason === 'gone' ? GONE() : refusal(400, 'noRecipients');
    if (queued.added > 0) {
      await recordAudit(request, 'newsletter.sent', `${issue.slug} to ${queued.recipients} subscribers`, admin);
    }
    const fresh = await findIssue(id);
    return Response.json(await issueJson(fresh ?? issue));
  },
);

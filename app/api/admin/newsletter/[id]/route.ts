import { recordAudit } from '@/lib/audit/record';
import { adminHandler } from '@/lib/auth/admin-handler';
import { editRefusal, GONE, issueJson, readIssueBody } from '@/lib/newsletter-issues/api';
import { issueSaveSchema } from '@/lib/newsletter-issues/schema';
import { findIssue, updateIssue } from '@/lib/newsletter-issues/store';

/** One issue with its outbox counts (the admin polls it while the issue goes out). */
export const GET = adminHandler('GET /api/admin/newsletter/:id', 'newsletter.read', async (_request, _admin, ctx) => {
  const issue = await findIssue((await ctx.params).id ?? '');
  return issue ? Response.json(await issueJson(issue, { audience: true })) : GONE();
});

/**
 * Saves a draft's or scheduled issue's text; an issue already going out is not changed (409
 * 'locked'), nor one saved since the `revision` the editor typed over (409 'stale').
 */
export const PUT = adminHandler('PUT /api/admin/newsletter/:id', 'newsletter.write', async (request, admin, ctx) => {
  const body = await readIssueBody(request, issueSaveSchema);
  if (!body.ok) return body.response;
  const { revision, ...fields } = body.data;
  const result = await updateIssue((await ctx.params).id ?? '', fields, revision);
  if (!result.ok) return editRefusal(result.reason);
  await recordAudit(request, 'newsletter.updated', result.issue.slug, admin);
  return Response.json(await issueJson(result.issue, { audience: true }));
});

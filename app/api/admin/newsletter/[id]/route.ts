import { recordAudit } from '@/lib/audit/record';
import { adminHandler } from '@/lib/auth/admin-handler';
import { GONE, issueJson, LOCKED, readIssueBody } from '@/lib/newsletter-issues/api';
import { issueInputSchema } from '@/lib/newsletter-issues/schema';
import { findIssue, updateIssue } from '@/lib/newsletter-issues/store';

/** One issue with its outbox counts (the admin polls it while the issue goes out). */
export const GET = adminHandler('GET /api/admin/newsletter/:id', 'newsletter.read', async (_request, _admin, ctx) => {
  const issue = await findIssue((await ctx.params).id ?? '');
  return issue ? Response.json(await issueJson(issue)) : GONE();
});

/** Saves a draft's or scheduled issue's text; an issue already going out is not changed (409). */
export const PUT = adminHandler('PUT /api/admin/newsletter/:id', 'newsletter.write', async (request, admin, ctx) => {
  const body = await readIssueBody(request, issueInputSchema);
  if (!body.ok) return body.response;
  const result = await updateIssue((await ctx.params).id ?? '', body.data);
  if (!result.ok) return result.reason === 'gone' ? GONE() : LOCKED();
  await recordAudit(request, 'newsletter.updated', result.issue.slug, admin);
  return Response.json(await issueJson(result.issue));
});

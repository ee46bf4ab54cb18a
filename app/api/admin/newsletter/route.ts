import { recordAudit } from '@/lib/audit/record';
import { adminHandler, parseInput } from '@/lib/auth/admin-handler';
import { issueJson, readIssueBody, refusal } from '@/lib/newsletter-issues/api';
import { fromPostSchema, issueInputSchema } from '@/lib/newsletter-issues/schema';
import { createIssue, issueFromPost, listIssues } from '@/lib/newsletter-issues/store';
import { z } from 'zod';

/** Every issue, newest first, with its outbox counts. */
export const GET = adminHandler('GET /api/admin/newsletter', 'newsletter.read', async () => {
  const issues = await listIssues();
  return Response.json({ issues: await Promise.all(issues.map((issue) => issueJson(issue))) });
});

async function create(data: unknown) {
  if (data && typeof data === 'object' && 'postId' in data) {
    const input = parseInput(fromPostSchema, data);
    if (!input.ok) return input;
    const issue = await issueFromPost(input.data.postId);
    return issue ? { ok: true as const, issue } : { ok: false as const, response: refusal(400, 'notPublished') };
  }
  const input = parseInput(issueInputSchema, data);
  if (!input.ok) return input;
  return { ok: true as const, issue: await createIssue(input.data) };
}

/** A new draft: the fields of the form, or `{postId}` to start from a published post and its translation. */
export const POST = adminHandler('POST /api/admin/newsletter', 'newsletter.write', async (request, admin) => {
  const body = await readIssueBody(request, z.unknown());
  if (!body.ok) return body.response;
  const created = await create(body.data);
  if (!created.ok) return created.response;
  await recordAudit(request, 'newsletter.created', created.issue.slug, admin);
  return Response.json(await issueJson(created.issue), { status: 201 });
});

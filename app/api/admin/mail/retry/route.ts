import { recordAudit } from '@/lib/audit/record';
import { adminHandler, parseJsonBody } from '@/lib/auth/admin-handler';
import { retryFailedMail } from '@/lib/inbox/records';
import { retrySchema } from '@/lib/inbox/route-params';

/** `{id}` retries one failed mail, `{}` every failed mail; answers how many were queued and sent. */
export const POST = adminHandler('POST /api/admin/mail/retry', 'mail.retry', async (request, admin) => {
  const body = await parseJsonBody(request, retrySchema);
  if (!body.ok) return body.response;
  const result = await retryFailedMail(body.data.id);
  await recordAudit(request, 'mail.retried', body.data.id ?? 'all failed', admin);
  return Response.json(result);
});

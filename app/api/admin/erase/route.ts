import { recordAudit } from '@/lib/audit/record';
import { adminHandler, parseJsonBody } from '@/lib/auth/admin-handler';
import { erasePerson, maskEmail } from '@/lib/inbox/erase';
import { eraseSchema } from '@/lib/inbox/route-params';

/** A data-subject erasure by email address; answers how many records went from each collection. */
export const POST = adminHandler('POST /api/admin/erase', 'inbox.erase', async (request, admin) => {
  const body = await parseJsonBody(request, eraseSchema);
  if (!body.ok) return body.response;
  const counts = await erasePerson(body.data.email);
  await recordAudit(request, 'erase', maskEmail(body.data.email), admin);
  return Response.json(counts);
});

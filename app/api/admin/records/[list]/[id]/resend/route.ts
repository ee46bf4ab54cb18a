import { recordAudit } from '@/lib/audit/record';
import { adminHandler, parseInput } from '@/lib/auth/admin-handler';
import { jsonError } from '@/lib/http/json-error';
import { getRecord, resendRecordMail } from '@/lib/inbox/records';
import { recordRouteSchema } from '@/lib/inbox/route-params';

/** Sends the record's mail to the team again now; answers the record with its new mail state. */
export const POST = adminHandler('POST /api/admin/records/resend', 'inbox.handle', async (request, admin, context) => {
  const route = parseInput(recordRouteSchema, await context.params);
  if (!route.ok) return route.response;
  const { list, id } = route.data;
  const outcome = await resendRecordMail(list, id);
  if (!outcome) return jsonError(404, 'No such record or it has no mail');
  await recordAudit(request, `${list === 'inquiries' ? 'inquiry' : 'message'}.mail-resent`, id, admin);
  return Response.json({ outcome, record: await getRecord(list, id) });
});

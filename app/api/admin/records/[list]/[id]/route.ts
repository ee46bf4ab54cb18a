import { recordAudit } from '@/lib/audit/record';
import { adminHandler, parseInput, parseJsonBody } from '@/lib/auth/admin-handler';
import { jsonError } from '@/lib/http/json-error';
import { deleteRecord, getRecord, setRecordStatus } from '@/lib/inbox/records';
import { recordRouteSchema, statusChangeSchema } from '@/lib/inbox/route-params';

const NOT_FOUND = 'No such record';
const singular = { inquiries: 'inquiry', messages: 'message' } as const;

/** Every field of an inquiry or message, with its mail state. */
export const GET = adminHandler('GET /api/admin/records', 'inbox.read', async (_request, _admin, context) => {
  const route = parseInput(recordRouteSchema, await context.params);
  if (!route.ok) return route.response;
  const record = await getRecord(route.data.list, route.data.id);
  if (!record) return jsonError(404, NOT_FOUND);
  return Response.json(record, { headers: { 'Cache-Control': 'no-store' } });
});

/** `{status}`: mark new, handled or archived. */
export const PATCH = adminHandler('PATCH /api/admin/records', 'inbox.handle', async (request, admin, context) => {
  const route = parseInput(recordRouteSchema, await context.params);
  if (!route.ok) return route.response;
  const body = await parseJsonBody(request, statusChangeSchema);
  if (!body.ok) return body.response;
  const { list, id } = route.data;
  if (!(await setRecordStatus(list, id, body.data.status))) return jsonError(404, NOT_FOUND);
  await recordAudit(request, `${singular[list]}.${body.data.status}`, id, admin);
  return Response.json(await getRecord(list, id));
});

export const DELETE = adminHandler('DELETE /api/admin/records', 'inbox.delete', async (request, admin, context) => {
  const route = parseInput(recordRouteSchema, await context.params);
  if (!route.ok) return route.response;
  const { list, id } = route.data;
  if (!(await deleteRecord(list, id))) return jsonError(404, NOT_FOUND);
  await recordAudit(request, `${singular[list]}.deleted`, id, admin);
  return new Response(null, { status: 204 });
});

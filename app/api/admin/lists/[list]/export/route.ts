import { recordAudit } from '@/lib/audit/record';
import { adminHandler, parseInput } from '@/lib/auth/admin-handler';
import { csvHeaders, csvStream } from '@/lib/csv/stream';
import { LISTS } from '@/lib/inbox/lists';
import { listParamsSchema, searchParamsObject } from '@/lib/inbox/list-params';
import { listCursor } from '@/lib/inbox/queries';
import { listRouteSchema } from '@/lib/inbox/route-params';

/** The whole list as filtered, as CSV streamed from a database cursor (paging parameters are ignored). */
export const GET = adminHandler('GET /api/admin/lists/export', async (request, admin, context) => {
  const route = parseInput(listRouteSchema, await context.params);
  if (!route.ok) return route.response;
  const { list } = route.data;
  const params = parseInput(listParamsSchema(LISTS[list].statuses), searchParamsObject(request.url));
  if (!params.ok) return params.response;
  await recordAudit(request, 'export', list, admin.username);
  const columns = ['id', ...LISTS[list].columns];
  const body = csvStream(columns, listCursor(list, params.data), (row) => [
    row._id,
    ...LISTS[list].columns.map((c) => row[c]),
  ]);
  return new Response(body, { headers: csvHeaders(list) });
});

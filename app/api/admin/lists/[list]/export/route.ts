import { recordAudit } from '@/lib/audit/record';
import { adminHandler } from '@/lib/auth/admin-handler';
import { csvHeaders, csvStream } from '@/lib/csv/stream';
import { LISTS } from '@/lib/inbox/lists';
import { readListRequest } from '@/lib/inbox/list-request';
import { listCursor } from '@/lib/inbox/queries';

/** The whole list as filtered, as CSV streamed from a database cursor (paging parameters are ignored). */
export const GET = adminHandler('GET /api/admin/lists/export', 'inbox.export', async (request, admin, context) => {
  const parsed = await readListRequest(request, context);
  if (!parsed.ok) return parsed.response;
  const { list, params } = parsed.data;
  await recordAudit(request, 'export', list, admin);
  const columns = ['id', ...LISTS[list].columns];
  const body = csvStream(columns, listCursor(list, params), (row) => [
    row._id,
    ...LISTS[list].columns.map((c) => row[c]),
  ]);
  return new Response(body, { headers: csvHeaders(list) });
});

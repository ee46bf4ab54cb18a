import { listOperation } from '@/lib/auth/access';
import { adminHandler } from '@/lib/auth/admin-handler';
import { readListRequest } from '@/lib/inbox/list-request';
import { listPage } from '@/lib/inbox/queries';

/** One page of an inbox list (inquiries, messages, subscribers, mail, audit), filtered. */
export const GET = adminHandler(
  'GET /api/admin/lists',
  (p) => listOperation(p.list),
  async (request, _admin, context) => {
    const parsed = await readListRequest(request, context);
    if (!parsed.ok) return parsed.response;
    const { list, params } = parsed.data;
    return Response.json(await listPage(list, params), { headers: { 'Cache-Control': 'no-store' } });
  },
);

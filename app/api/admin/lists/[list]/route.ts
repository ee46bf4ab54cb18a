import { adminHandler, parseInput } from '@/lib/auth/admin-handler';
import { LISTS } from '@/lib/inbox/lists';
import { listParamsSchema, searchParamsObject } from '@/lib/inbox/list-params';
import { listPage } from '@/lib/inbox/queries';
import { listRouteSchema } from '@/lib/inbox/route-params';

/** One page of an inbox list (inquiries, messages, subscribers, mail, audit), filtered. */
export const GET = adminHandler('GET /api/admin/lists', async (request, _admin, context) => {
  const route = parseInput(listRouteSchema, await context.params);
  if (!route.ok) return route.response;
  const { list } = route.data;
  const params = parseInput(listParamsSchema(LISTS[list].statuses), searchParamsObject(request.url));
  if (!params.ok) return params.response;
  return Response.json(await listPage(list, params.data), { headers: { 'Cache-Control': 'no-store' } });
});

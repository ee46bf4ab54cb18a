import 'server-only';
import { invalidRequest, parseInput, type Parsed } from '@/lib/auth/admin-handler';
import { parseQuery } from '@/lib/forms/query';
import type { InboxList } from '@/lib/constants/inbox-status';
import { LISTS } from './lists';
import { listParamsSchema, type ListParams } from './list-params';
import { listRouteSchema } from './route-params';

/** The list and its filters, both checked: 400 otherwise. */
export async function readListRequest(
  request: Request,
  context: { params: Promise<Record<string, string>> },
): Promise<Parsed<{ list: InboxList; params: ListParams }>> {
  const route = parseInput(listRouteSchema, await context.params);
  if (!route.ok) return route;
  const { list } = route.data;
  const query = parseQuery(listParamsSchema(LISTS[list].statuses), new URL(request.url).searchParams, {
    dropEmpty: true,
  });
  if (!query.ok) return { ok: false, response: invalidRequest(query.errors) };
  return { ok: true, data: { list, params: query.data } };
}

import { adminHandler } from '@/lib/auth/admin-handler';
import { isObjectIdString } from '@/lib/db/object-id';
import { eventKind } from '@/lib/events/history';
import { storedEventExists } from '@/lib/events/reads';
import { jsonError } from '@/lib/http/json-error';
import { historyResponse } from '@/lib/revisions/responses';

/** An event's history, newest first: who saved, when, which fields changed (no snapshots). */
export const GET = adminHandler(
  'GET /api/admin/events/[id]/revisions',
  'events.read',
  async (_request, _admin, context) => {
    const { id } = await context.params;
    if (!isObjectIdString(id) || !(await storedEventExists(id!))) return jsonError(404, 'No such event');
    return historyResponse(eventKind, id!);
  },
);

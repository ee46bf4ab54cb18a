import { adminHandler, parseInput, parseJsonBody } from '@/lib/auth/admin-handler';
import { isObjectIdString } from '@/lib/db/object-id';
import { eventKind, snapshotToEventInput } from '@/lib/events/history';
import { savedEventResponse } from '@/lib/events/save-response';
import { eventFieldsSchema } from '@/lib/events/schema';
import { jsonError } from '@/lib/http/json-error';
import { keptRevision, restoreSchema, revisionResponse } from '@/lib/revisions/responses';

/** One kept revision of an event, with its snapshot (the admin diffs two of them). */
export const GET = adminHandler(
  'GET /api/admin/events/[id]/revisions/[revision]',
  'events.read',
  async (_request, _admin, context) => {
    const { id, revision } = await context.params;
    if (!isObjectIdString(id)) return jsonError(404, 'No such event');
    return revisionResponse(eventKind, id!, revision);
  },
);

/** Restores the revision as a new one; `baseRevision` (the editor's) must be the stored one, else 409. */
export const POST = adminHandler(
  'POST /api/admin/events/[id]/revisions/[revision]',
  'events.write',
  async (request, admin, context) => {
    const { id, revision } = await context.params;
    if (!isObjectIdString(id)) return jsonError(404, 'No such event');
    const body = await parseJsonBody(request, restoreSchema);
    if (!body.ok) return body.response;
    const kept = await keptRevision(eventKind, id!, revision);
    if (kept instanceof Response) return kept;
    const fields = parseInput(eventFieldsSchema, { ...snapshotToEventInput(kept.snapshot), ...body.data });
    if (!fields.ok) return fields.response;
    return savedEventResponse(request, admin, id!, fields.data, kept.revision);
  },
);

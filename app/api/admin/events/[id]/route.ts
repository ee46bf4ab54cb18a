import { recordAudit } from '@/lib/audit/record';
import { adminHandler } from '@/lib/auth/admin-handler';
import { readContentBody } from '@/lib/forms/content-body';
import { jsonError } from '@/lib/http/json-error';
import { savedEventResponse } from '@/lib/events/save-response';
import { EVENT_BODY_BYTES, eventFieldsSchema } from '@/lib/events/schema';
import { deleteEvent } from '@/lib/events/write-event';

/**
 * The whole event again (the form sends every field, and `baseRevision`, the one it started from):
 * a new revision, 400/404 saving nothing, or 409 when someone else saved since.
 */
export const PUT = adminHandler('PUT /api/admin/events/[id]', 'events.write', async (request, admin, context) => {
  const { id } = await context.params;
  const body = await readContentBody(request, eventFieldsSchema, EVENT_BODY_BYTES);
  if (!body.ok) return body.response;
  return savedEventResponse(request, admin, id!, body.data);
});

/** Removes the event and its history. */
export const DELETE = adminHandler('DELETE /api/admin/events/[id]', 'events.write', async (request, admin, context) => {
  const { id } = await context.params;
  const gone = await deleteEvent(admin, id!);
  if (!gone) return jsonError(404, 'No such event');
  await recordAudit(request, 'event.deleted', gone.slug, admin);
  return new Response(null, { status: 204 });
});

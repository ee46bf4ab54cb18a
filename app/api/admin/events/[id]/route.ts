import { recordAudit } from '@/lib/audit/record';
import { adminHandler } from '@/lib/auth/admin-handler';
import { readContentBody } from '@/lib/forms/content-body';
import { jsonError } from '@/lib/http/json-error';
import { EVENT_BODY_BYTES, eventFieldsSchema } from '@/lib/events/schema';
import { deleteEvent, writeEvent } from '@/lib/events/write-event';

/** The whole event again (the form sends every field): a new revision, or 400/404 saving nothing. */
export const PUT = adminHandler('PUT /api/admin/events/[id]', 'events.write', async (request, admin, context) => {
  const { id } = await context.params;
  const body = await readContentBody(request, eventFieldsSchema, EVENT_BODY_BYTES);
  if (!body.ok) return body.response;
  const saved = await writeEvent(admin, id!, body.data);
  if (!saved.ok) {
    return saved.status === 404
      ? jsonError(404, 'No such event')
      : jsonError(400, 'Some fields are missing or invalid', { errors: saved.errors });
  }
  await recordAudit(request, 'event.updated', saved.event.slug, admin);
  return Response.json({ event: saved.event });
});

export const DELETE = adminHandler('DELETE /api/admin/events/[id]', 'events.write', async (request, admin, context) => {
  const { id } = await context.params;
  const gone = await deleteEvent(admin, id!);
  if (!gone) return jsonError(404, 'No such event');
  await recordAudit(request, 'event.deleted', gone.slug, admin);
  return new Response(null, { status: 204 });
});

import { recordAudit } from '@/lib/audit/record';
import { adminHandler } from '@/lib/auth/admin-handler';
import { readContentBody } from '@/lib/forms/content-body';
import { jsonError } from '@/lib/http/json-error';
import { listStoredEvents } from '@/lib/events/reads';
import { EVENT_BODY_BYTES, eventFieldsSchema } from '@/lib/events/schema';
import { writeEvent } from '@/lib/events/write-event';

/** Every event, soonest start first, straight from the database. */
export const GET = adminHandler('GET /api/admin/events', 'events.read', async () =>
  Response.json({ events: await listStoredEvents() }, { headers: { 'Cache-Control': 'no-store' } }),
);

/** A new event (lib/events/schema.ts): 201 with it, or 400 naming each bad field and saving nothing. */
export const POST = adminHandler('POST /api/admin/events', 'events.write', async (request, admin) => {
  const body = await readContentBody(request, eventFieldsSchema, EVENT_BODY_BYTES);
  if (!body.ok) return body.response;
  const saved = await writeEvent(admin, null, body.data);
  if (!saved.ok) return jsonError(saved.status, 'Some fields are missing or invalid', { errors: saved.errors });
  await recordAudit(request, 'event.created', saved.event.slug, admin);
  return Response.json({ event: saved.event }, { status: 201 });
});

import 'server-only';
import { recordAudit } from '@/lib/audit/record';
import type { AdminIdentity } from '@/lib/auth/require-admin';
import { jsonError } from '@/lib/http/json-error';
import { unlessConflict } from '@/lib/revisions/responses';
import type { EventFields } from './schema';
import { writeEvent } from './write-event';

/** 200 with the event, 400 naming a taken slug, 404, or 409 when someone saved since `baseRevision`. */
export function savedEventResponse(
  request: Request,
  admin: AdminIdentity,
  id: string,
  fields: EventFields,
  restoredFrom?: number,
): Promise<Response> {
  return unlessConflict(async () => {
    const saved = await writeEvent(admin, id, fields, restoredFrom);
    if (!saved.ok) {
      return saved.status === 404
        ? jsonError(404, 'No such event')
        : jsonError(400, 'Some fields are missing or invalid', { errors: saved.errors });
    }
    await recordAudit(request, 'event.updated', saved.event.slug, admin);
    return Response.json({ event: saved.event }, { headers: { 'Cache-Control': 'no-store' } });
  });
}

import { recordAudit } from '@/lib/audit/record';
import { adminHandler, parseInput, parseJsonBody } from '@/lib/auth/admin-handler';
import { jsonError } from '@/lib/http/json-error';
import { resendInvitation, resendSchema } from '@/lib/staff/invitations';
import { staffJson } from '@/lib/staff/manage';
import { staffRouteSchema } from '@/lib/staff/route-params';

/** `{locale}`: mails a pending invitation again with a new link (valid 7 days); the old link stops working. */
export const POST = adminHandler(
  'POST /api/admin/staff/:id/invitation',
  'staff.manage',
  async (request, admin, context) => {
    const route = parseInput(staffRouteSchema, await context.params);
    if (!route.ok) return route.response;
    const body = await parseJsonBody(request, resendSchema);
    if (!body.ok) return body.response;
    const result = await resendInvitation(route.data.id, body.data.locale, admin.displayName);
    if (!result.ok) return jsonError(404, 'No pending invitation for this person');
    await recordAudit(request, 'staff.invitation-resent', result.person.email, admin);
    return Response.json(staffJson(result.person));
  },
);

import { recordAudit } from '@/lib/audit/record';
import { adminHandler, parseInput, parseJsonBody } from '@/lib/auth/admin-handler';
import { jsonError } from '@/lib/http/json-error';
import { changeStaff, removeStaff, staffChangeSchema, staffJson, type StaffChange } from '@/lib/staff/manage';
import { staffRouteSchema } from '@/lib/staff/route-params';

const REFUSALS = {
  'not-found': [404, 'No such person'],
  'last-owner': [409, 'The last owner cannot be demoted, disabled or removed'],
  invited: [409, 'An invitation cannot be enabled or disabled: resend or revoke it'],
} as const;

const refused = (result: Extract<StaffChange, { ok: false }>) => {
  const [status, message] = REFUSALS[result.reason];
  return jsonError(status, message);
};

/** `{role?, status?}`: a new role, or disabling (every session ends at once) and enabling again. */
export const PATCH = adminHandler('PATCH /api/admin/staff/:id', 'staff.manage', async (request, admin, context) => {
  const route = parseInput(staffRouteSchema, await context.params);
  if (!route.ok) return route.response;
  const body = await parseJsonBody(request, staffChangeSchema);
  if (!body.ok) return body.response;
  const result = await changeStaff(route.data.id, body.data);
  if (!result.ok) return refused(result);
  const { person, before } = result;
  if (person.role !== before.role) {
    await recordAudit(
      request,
      'staff.role-changed',
      `${person.username}: ${before.role} → ${person.role}`,
      admin.username,
    );
  }
  if (person.status !== before.status) {
    const action = person.status === 'disabled' ? 'staff.disabled' : 'staff.enabled';
    await recordAudit(request, action, person.username, admin);
  }
  return Response.json(staffJson(person));
});

/** Removes a person, or revokes an invitation; their posts and audit entries keep their name. */
export const DELETE = adminHandler('DELETE /api/admin/staff/:id', 'staff.manage', async (request, admin, context) => {
  const route = parseInput(staffRouteSchema, await context.params);
  if (!route.ok) return route.response;
  const result = await removeStaff(route.data.id);
  if (!result.ok) return refused(result);
  await recordAudit(request, 'staff.removed', result.person.username, admin);
  return new Response(null, { status: 204 });
});

import { recordAudit } from '@/lib/audit/record';
import { adminHandler, parseJsonBody } from '@/lib/auth/admin-handler';
import { jsonError } from '@/lib/http/json-error';
import { invite, inviteSchema } from '@/lib/staff/invitations';
import { listStaff, staffJson } from '@/lib/staff/manage';

/** Everyone on the staff, invitations included. */
export const GET = adminHandler('GET /api/admin/staff', 'staff.read', async () =>
  Response.json({ items: await listStaff() }, { headers: { 'Cache-Control': 'no-store' } }),
);

/** `{email, role, locale}`: invites a new person by mail (a link valid 7 days). */
export const POST = adminHandler('POST /api/admin/staff', 'staff.manage', async (request, admin) => {
  const body = await parseJsonBody(request, inviteSchema);
  if (!body.ok) return body.response;
  const { email, role, locale } = body.data;
  const result = await invite(email, role, locale, admin.displayName);
  if (!result.ok) {
    return jsonError(409, 'This address already has an account or an invitation', {
      errors: { email: 'Already on the staff' },
    });
  }
  await recordAudit(request, 'staff.invited', `${email} (${role})`, admin);
  return Response.json(staffJson(result.person), { status: 201 });
});

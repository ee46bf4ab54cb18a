import { recordAudit } from '@/lib/audit/record';
import { displayNameSchema, setDisplayName } from '@/lib/auth/account';
import { adminHandler, parseJsonBody } from '@/lib/auth/admin-handler';

/** The signed-in account: login name (private) and display name (published on posts). */
export const GET = adminHandler('GET /api/admin/account', 'account.own', async (_request, admin) =>
  Response.json(
    { username: admin.username, displayName: admin.displayName, sessionEndsAt: admin.expiresAt.toISOString() },
    { headers: { 'Cache-Control': 'no-store' } },
  ),
);

export const PATCH = adminHandler('PATCH /api/admin/account', 'account.own', async (request, admin) => {
  const body = await parseJsonBody(request, displayNameSchema);
  if (!body.ok) return body.response;
  await setDisplayName(admin.id, body.data.displayName);
  await recordAudit(request, 'account.display-name-changed', body.data.displayName, admin);
  return Response.json({ username: admin.username, displayName: body.data.displayName });
});

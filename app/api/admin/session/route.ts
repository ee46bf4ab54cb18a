import { recordAudit } from '@/lib/audit/record';
import { adminHandler } from '@/lib/auth/admin-handler';
import { revokeSession } from '@/lib/auth/sessions';

/** Sign out: the token is revoked on the server, so a copy of it is refused everywhere (401). */
export const DELETE = adminHandler('DELETE /api/admin/session', 'account.own', async (request, admin) => {
  await revokeSession(admin.sessionId, admin.expiresAt);
  await recordAudit(request, 'auth.sign-out', admin.username, admin);
  return new Response(null, { status: 204 });
});

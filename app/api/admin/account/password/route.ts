import { recordAudit } from '@/lib/audit/record';
import { changePassword, passwordChangeSchema } from '@/lib/auth/account';
import { adminHandler, parseJsonBody } from '@/lib/auth/admin-handler';
import { jsonError } from '@/lib/http/json-error';

/** `{currentPassword, newPassword}`: every other session ends; this one gets a fresh token. */
export const POST = adminHandler('POST /api/admin/account/password', 'account.own', async (request, admin) => {
  const body = await parseJsonBody(request, passwordChangeSchema);
  if (!body.ok) return body.response;
  const result = await changePassword(admin.id, body.data.currentPassword, body.data.newPassword);
  if (!result.ok) {
    const errors: Record<string, string> =
      result.reason === 'wrong-password'
        ? { currentPassword: 'Wrong password' }
        : { newPassword: 'Must not contain the login name' };
    return jsonError(400, 'Password not changed', { errors });
  }
  await recordAudit(request, 'account.password-changed', admin.username, admin);
  return Response.json({ token: result.token }, { headers: { 'Cache-Control': 'no-store' } });
});

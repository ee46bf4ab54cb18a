import '@/lib/forms/zod-setup';
import { z } from 'zod';
import { recordAudit } from '@/lib/audit/record';
import { adminHandler, parseJsonBody } from '@/lib/auth/admin-handler';
import { beginTwoFactor, confirmTwoFactor, disableTwoFactor } from '@/lib/auth/two-factor';
import { jsonError } from '@/lib/http/json-error';

const NO_STORE = { 'Cache-Control': 'no-store' };

/** Starts set-up: a new secret as text and as a QR code, kept pending until a code confirms it. */
export const POST = adminHandler('POST /api/admin/account/2fa', 'account.own', async (_request, admin) =>
  Response.json(await beginTwoFactor(admin.id, admin.username), { headers: NO_STORE }),
);

/** `{code}`: confirms set-up; answers the ten recovery codes, the only time they are shown. */
export const PUT = adminHandler('PUT /api/admin/account/2fa', 'account.own', async (request, admin) => {
  const body = await parseJsonBody(request, z.strictObject({ code: z.string().trim().max(10) }));
  if (!body.ok) return body.response;
  const codes = await confirmTwoFactor(admin.id, body.data.code);
  if (!codes) return jsonError(400, 'Wrong code', { errors: { code: 'Wrong code' } });
  await recordAudit(request, 'account.2fa-enabled', admin.username, admin);
  return Response.json({ recoveryCodes: codes }, { headers: NO_STORE });
});

/** `{password}`: turns the second factor off (the recovery codes go with it). */
export const DELETE = adminHandler('DELETE /api/admin/account/2fa', 'account.own', async (request, admin) => {
  const body = await parseJsonBody(request, z.strictObject({ password: z.string().min(1).max(200) }));
  if (!body.ok) return body.response;
  if (!(await disableTwoFactor(admin.id, body.data.password))) {
    return jsonError(400, 'Wrong password', { errors: { password: 'Wrong password' } });
  }
  await recordAudit(request, 'account.2fa-disabled', admin.username, admin);
  return new Response(null, { status: 204 });
});

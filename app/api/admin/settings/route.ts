import '@/lib/forms/zod-setup';
import { z } from 'zod';
import { recordAudit } from '@/lib/audit/record';
import { adminHandler, parseJsonBody } from '@/lib/auth/admin-handler';
import { setTwoFactorRequired, twoFactorRequired } from '@/lib/auth/two-factor-setting';
import { jsonError } from '@/lib/http/json-error';

export const GET = adminHandler('GET /api/admin/settings', 'settings.manage', async () =>
  Response.json({ requireTwoFactor: await twoFactorRequired() }, { headers: { 'Cache-Control': 'no-store' } }),
);

/** `{requireTwoFactor}`: with it on, whoever has no second factor is asked to set one up before anything else. */
export const PATCH = adminHandler('PATCH /api/admin/settings', 'settings.manage', async (request, admin) => {
  const body = await parseJsonBody(request, z.strictObject({ requireTwoFactor: z.boolean() }));
  if (!body.ok) return body.response;
  // Requiring it without having it would lock the owner out of everything but the Account tab.
  if (body.data.requireTwoFactor && !admin.twoFactor) {
    return jsonError(409, 'Turn on your own two-factor sign-in first');
  }
  await setTwoFactorRequired(body.data.requireTwoFactor);
  await recordAudit(request, body.data.requireTwoFactor ? 'settings.2fa-required' : 'settings.2fa-optional', '', admin);
  return Response.json({ requireTwoFactor: body.data.requireTwoFactor });
});

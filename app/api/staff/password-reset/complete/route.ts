import { recordAudit } from '@/lib/audit/record';
import { safeHandler } from '@/lib/http/safe-handler';
import { resetLinkState, resetPassword, resetSchema } from '@/lib/staff/password-reset';
import { linkRefused, readPublicBody } from '@/lib/staff/public-route';

/** `?token=`: whether a reset link can still be used (404 unknown, 410 expired or used). */
export const GET = safeHandler('GET /api/staff/password-reset/complete', async (request: Request) => {
  const state = await resetLinkState(new URL(request.url).searchParams.get('token'));
  if (!state.ok) return linkRefused(state.reason);
  return new Response(null, { status: 204 });
});

/** `{token, password}`: sets the new password once; every session of that person ends. */
export const POST = safeHandler('POST /api/staff/password-reset/complete', async (request: Request) => {
  const body = await readPublicBody(request, 'reset', 20, resetSchema);
  if (!body.ok) return body.response;
  const result = await resetPassword(body.data.token, body.data.password);
  if (!result.ok) return linkRefused(result.reason);
  await recordAudit(request, 'auth.password-reset', result.person.username, result.person);
  return new Response(null, { status: 204 });
});

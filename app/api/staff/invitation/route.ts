import { recordAudit } from '@/lib/audit/record';
import { safeHandler } from '@/lib/http/safe-handler';
import { acceptInvitation, acceptSchema, invitationState } from '@/lib/staff/invitations';
import { linkRefused, readPublicBody } from '@/lib/staff/public-route';

/** `?token=`: the address an invitation is for, or why the link cannot be used (404 unknown, 410 expired or used). */
export const GET = safeHandler('GET /api/staff/invitation', async (request: Request) => {
  const state = await invitationState(new URL(request.url).searchParams.get('token'));
  if (!state.ok) return linkRefused(state.reason);
  return Response.json({ email: state.email }, { headers: { 'Cache-Control': 'no-store' } });
});

/** `{token, displayName, password}`: accepts the invitation once; the person then signs in with their email. */
export const POST = safeHandler('POST /api/staff/invitation', async (request: Request) => {
  const body = await readPublicBody(request, 'accept', 20, acceptSchema);
  if (!body.ok) return body.response;
  const result = await acceptInvitation(body.data.token, body.data.displayName, body.data.password);
  if (!result.ok) return linkRefused(result.reason);
  await recordAudit(request, 'staff.joined', result.person.role, result.person);
  return Response.json({ email: result.person.email }, { headers: { 'Cache-Control': 'no-store' } });
});

import { recordAudit } from '@/lib/audit/record';
import { safeHandler } from '@/lib/http/safe-handler';
import { errorReason, logError } from '@/lib/log/logger';
import { requestPasswordReset, resetRequestSchema } from '@/lib/staff/password-reset';
import { readPublicBody } from '@/lib/staff/public-route';

/**
 * `{email, locale}`: mails a reset link (valid 1 hour) when the address has an active account.
 * The answer is the same 202 whether it has one or not, and comes before any lookup finishes.
 */
export const POST = safeHandler('POST /api/staff/password-reset', async (request: Request) => {
  // 5 an address in 15 minutes: enough for a typo or two, too few to mail-bomb a colleague.
  const body = await readPublicBody(request, 'reset-request', 5, resetRequestSchema);
  if (!body.ok) return body.response;
  await recordAudit(request, 'auth.password-reset-requested', body.data.email, body.data.email);
  void requestPasswordReset(body.data.email, body.data.locale).catch((error: unknown) => {
    logError('staff.reset_request_failed', errorReason(error));
  });
  return Response.json(
    { message: 'If this address has an account, a reset link is on its way.' },
    { status: 202, headers: { 'Cache-Control': 'no-store' } },
  );
});

import '@/lib/forms/zod-setup';
import { z } from 'zod';
import { recordAudit } from '@/lib/audit/record';
import { invalidRequest } from '@/lib/auth/admin-handler';
import { checkLoginAttempt } from '@/lib/auth/login-limits';
import { completeSignIn } from '@/lib/auth/sign-in';
import { verifySecondFactorTicket } from '@/lib/auth/token';
import { checkSecondFactor } from '@/lib/auth/two-factor';
import { connectDb } from '@/lib/db/connect';
import { fieldMessages } from '@/lib/forms/field-errors';
import { clientNetwork } from '@/lib/http/client-ip';
import { jsonError } from '@/lib/http/json-error';
import { readJsonBody } from '@/lib/http/read-json';
import { safeHandler } from '@/lib/http/safe-handler';
import { StaffMemberModel } from '@/models/staff-member';

const schema = z.strictObject({
  ticket: z.string().min(1).max(1000),
  code: z.string().trim().min(6, 'Enter the code').max(32),
});

/** `{ticket, code}`: the second step of a sign-in, a 6-digit code or a recovery code, under the password's limits. */
export const POST = safeHandler('POST /login/2fa', async (request: Request) => {
  const body = await readJsonBody(request, 4 * 1024);
  if (!body.ok) return jsonError(body.status, body.message);
  const parsed = schema.safeParse(body.data);
  if (!parsed.success) return invalidRequest(fieldMessages(parsed.error));
  const ticket = verifySecondFactorTicket(parsed.data.ticket);
  if (!ticket) return jsonError(401, 'Sign in again: this step has expired');

  // Counted like passwords (lib/auth/login-limits.ts), keyed on the person, so codes cannot be guessed faster.
  const gate = await checkLoginAttempt(`2fa:${ticket.id}`, clientNetwork(request));
  if (!gate.ok) {
    return jsonError(429, 'Too many attempts. Try again later.', {
      headers: { 'Retry-After': String(gate.retryAfterSeconds) },
    });
  }
  await connectDb();
  const person = await StaffMemberModel.findOne({ _id: ticket.id, status: 'active' }).lean();
  if (!person || person.tokenVersion !== ticket.tokenVersion)
    return jsonError(401, 'Sign in again: this step has expired');
  const used = await checkSecondFactor(ticket.id, parsed.data.code);
  if (!used) {
    await recordAudit(request, 'auth.2fa-failed', '', person);
    return jsonError(401, 'Wrong or already used code');
  }
  await gate.succeeded();
  if (used === 'recovery') await recordAudit(request, 'auth.recovery-code-used', '', person);
  const token = await completeSignIn(request, person);
  return Response.json({ token, message: 'Login successful!' }, { headers: { 'Cache-Control': 'no-store' } });
});

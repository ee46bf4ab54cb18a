import 'server-only';
import { recordAudit } from '@/lib/audit/record';
import { connectDb } from '@/lib/db/connect';
import { clientIp } from '@/lib/http/client-ip';
import { StaffMemberModel } from '@/models/staff-member';
import { checkLoginAttempt } from './login-limits';
import { verifyPassword } from './password';
import { signAdminToken } from './token';

export type SignIn =
  | { ok: true; token: string }
  | { ok: false; reason: 'too-many'; retryAfterSeconds: number }
  | { ok: false; reason: 'invalid' };

/**
 * Checks a sign-in (login name or email) under the login limits and, when it names an active
 * person whose password matches, returns a fresh token. Both outcomes go to the audit log.
 */
export async function signIn(request: Request, login: string, password: string): Promise<SignIn> {
  const gate = await checkLoginAttempt(login, clientIp(request));
  if (!gate.ok) return { ok: false, reason: 'too-many', retryAfterSeconds: gate.retryAfterSeconds };

  await connectDb();
  // `login` is a zod-checked string, so it can only ever be compared, never act as an operator.
  const person = await StaffMemberModel.findOne({
    $or: [{ username: login }, { email: login.toLowerCase() }],
    status: 'active',
  }).lean();
  // Unknown names are checked against a dummy hash, so both failures take the same time.
  const valid = await verifyPassword(password, person?.passwordHash || null);
  if (!person || !valid) {
    await recordAudit(request, 'auth.sign-in-failed', '', login);
    return { ok: false, reason: 'invalid' };
  }

  await gate.succeeded();
  await StaffMemberModel.updateOne({ _id: person._id }, { $set: { lastSignInAt: new Date() } });
  const token = signAdminToken({
    id: String(person._id),
    username: person.username,
    tokenVersion: person.tokenVersion,
  });
  await recordAudit(request, 'auth.sign-in', '', person);
  return { ok: true, token };
}

import 'server-only';
import { recordAudit } from '@/lib/audit/record';
import { connectDb } from '@/lib/db/connect';
import { clientNetwork } from '@/lib/http/client-ip';
import { StaffMemberModel, type StaffMemberDoc } from '@/models/staff-member';
import { checkLoginAttempt } from './login-limits';
import { verifyPassword } from './password';
import { signAdminToken, signSecondFactorTicket } from './token';

export type SignIn =
  | { ok: true; token: string }
  | { ok: 'second-factor'; ticket: string }
  | { ok: false; reason: 'too-many'; retryAfterSeconds: number }
  | { ok: false; reason: 'invalid' };

/** A fresh token for an active person whose password matches, under the login limits; both outcomes are audited. */
export async function signIn(request: Request, login: string, password: string): Promise<SignIn> {
  const gate = await checkLoginAttempt(login, clientNetwork(request));
  if (!gate.ok) return { ok: false, reason: 'too-many', retryAfterSeconds: gate.retryAfterSeconds };

  await connectDb();
  // A zod-checked string: it can only be compared, never act as an operator.
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
  const subject = { id: String(person._id), username: person.username, tokenVersion: person.tokenVersion };
  // With a second factor, the password only earns a ticket for the code step (app/login/2fa).
  if (person.totp) return { ok: 'second-factor', ticket: signSecondFactorTicket(subject) };
  return { ok: true, token: await completeSignIn(request, person) };
}

export async function completeSignIn(
  request: Request,
  person: Pick<StaffMemberDoc, '_id' | 'username' | 'displayName' | 'tokenVersion'>,
): Promise<string> {
  await StaffMemberModel.updateOne({ _id: person._id }, { $set: { lastSignInAt: new Date() } });
  await recordAudit(request, 'auth.sign-in', '', person);
  return signAdminToken({ id: String(person._id), username: person.username, tokenVersion: person.tokenVersion });
}

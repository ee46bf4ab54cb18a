import 'server-only';
import { recordAudit } from '@/lib/audit/record';
import { connectDb } from '@/lib/db/connect';
import { clientIp } from '@/lib/http/client-ip';
import { AdminUserModel } from '@/models/admin-user';
import { checkLoginAttempt } from './login-limits';
import { verifyPassword } from './password';
import { signAdminToken } from './token';

export type SignIn =
  | { ok: true; token: string }
  | { ok: false; reason: 'too-many'; retryAfterSeconds: number }
  | { ok: false; reason: 'invalid' };

/**
 * Checks a sign-in under the login limits and, when the name and password match the admin
 * account, returns a fresh token. Both outcomes go to the audit log.
 */
export async function signIn(request: Request, username: string, password: string): Promise<SignIn> {
  const gate = await checkLoginAttempt(username, clientIp(request));
  if (!gate.ok) return { ok: false, reason: 'too-many', retryAfterSeconds: gate.retryAfterSeconds };

  await connectDb();
  // The account is found by its role, never by a client-supplied value used as a query.
  const admin = await AdminUserModel.findOne({ role: 'admin' }).lean();
  const known = admin?.username === username;
  // Unknown names are checked against a dummy hash, so both failures take the same time.
  const valid = await verifyPassword(password, known ? admin.passwordHash : null);
  if (!admin || !known || !valid) {
    await recordAudit(request, 'auth.sign-in-failed', '', username);
    return { ok: false, reason: 'invalid' };
  }

  await gate.succeeded();
  const token = signAdminToken({ id: String(admin._id), username: admin.username, tokenVersion: admin.tokenVersion });
  await recordAudit(request, 'auth.sign-in', '', admin.username);
  return { ok: true, token };
}

import { checkLoginAttempt } from '@/lib/auth/login-limits';
import { recordAudit } from '@/lib/audit/record';
import { verifyPassword } from '@/lib/auth/password';
import { signAdminToken } from '@/lib/auth/token';
import { connectDb } from '@/lib/db/connect';
import { clientIp } from '@/lib/http/client-ip';
import { jsonError } from '@/lib/http/json-error';
import { readJsonBody } from '@/lib/http/read-json';
import { safeHandler } from '@/lib/http/safe-handler';
import { fieldMessages } from '@/lib/forms/field-errors';
import { loginSchema } from '@/lib/forms/schemas/login';
import { AdminUserModel } from '@/models/admin-user';

export const POST = safeHandler('POST /login', async (request: Request) => {
  const body = await readJsonBody(request, 4 * 1024);
  if (!body.ok) return jsonError(body.status, body.message);
  const parsed = loginSchema.safeParse(body.data);
  if (!parsed.success) {
    return jsonError(400, 'Username and password are required', { errors: fieldMessages(parsed.error) });
  }
  const { username, password } = parsed.data;

  const gate = await checkLoginAttempt(username, clientIp(request));
  if (!gate.ok) {
    const retryAfter = gate.retryAfterSeconds;
    return jsonError(429, `Too many login attempts. Try again in ${Math.ceil(retryAfter / 60)} minutes.`, {
      headers: { 'Retry-After': String(retryAfter) },
    });
  }

  await connectDb();
  // The account is found by its role, never by a client-supplied value used as a query.
  const admin = await AdminUserModel.findOne({ role: 'admin' }).lean();
  const known = admin?.username === username;
  // Unknown names are checked against a dummy hash, so both failures take the same time.
  const valid = await verifyPassword(password, known ? admin.passwordHash : null);
  if (!admin || !known || !valid) {
    await recordAudit(request, 'auth.sign-in-failed', '', username);
    return jsonError(401, 'Invalid username or password');
  }

  await gate.succeeded();
  const token = signAdminToken({ id: String(admin._id), username: admin.username, tokenVersion: admin.tokenVersion });
  await recordAudit(request, 'auth.sign-in', '', admin.username);
  return Response.json({ token, message: 'Login successful!' }, { headers: { 'Cache-Control': 'no-store' } });
});

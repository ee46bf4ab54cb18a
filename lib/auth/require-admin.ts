import 'server-only';
import { connectDb } from '@/lib/db';
import { jsonError } from '@/lib/http/json-error';
import { isObjectIdString } from '@/lib/posts/ids';
import { AdminUserModel } from '@/models/admin-user';
import { bearerToken, verifyAdminToken } from './token';

export interface AdminIdentity {
  id: string;
  username: string;
}

export type AdminCheck = { ok: true; admin: AdminIdentity } | { ok: false; response: Response };

/**
 * The one authorization check of every write: a valid, unexpired HS256 Bearer token whose
 * version still matches the stored admin (a password change ends all older sessions).
 */
export async function requireAdmin(request: Request): Promise<AdminCheck> {
  const token = bearerToken(request);
  const claims = token ? verifyAdminToken(token) : null;
  if (!claims || !isObjectIdString(claims.id)) return denied(token ? 'Invalid or expired token' : 'Login required');
  await connectDb();
  const admin = await AdminUserModel.findById(claims.id, { username: 1, tokenVersion: 1 }).lean();
  if (!admin || admin.tokenVersion !== claims.tokenVersion) return denied('Invalid or expired token');
  return { ok: true, admin: { id: String(admin._id), username: admin.username } };
}

function denied(message: string): AdminCheck {
  return { ok: false, response: jsonError(401, message, { headers: { 'WWW-Authenticate': 'Bearer' } }) };
}

import 'server-only';
import { connectDb } from '@/lib/db/connect';
import { jsonError } from '@/lib/http/json-error';
import { isObjectIdString } from '@/lib/db/object-id';
import { AdminUserModel } from '@/models/admin-user';
import { isRevoked } from './sessions';
import { bearerToken, verifyAdminToken } from './token';

export interface AdminIdentity {
  id: string;
  username: string;
  /** The name published on posts; the login name never is. */
  displayName: string;
  sessionId: string;
  expiresAt: Date;
}

type AdminCheck = { ok: true; admin: AdminIdentity } | { ok: false; response: Response };

/**
 * The one authorization check of every admin call: a valid, unexpired HS256 Bearer token whose
 * version still matches the stored admin (a password change ends all older sessions) and whose
 * session was not signed out.
 */
export async function requireAdmin(request: Request): Promise<AdminCheck> {
  const token = bearerToken(request);
  const claims = token ? verifyAdminToken(token) : null;
  if (!claims || !isObjectIdString(claims.id)) return denied(token ? 'Invalid or expired token' : 'Login required');
  await connectDb();
  const [admin, revoked] = await Promise.all([
    AdminUserModel.findById(claims.id, { username: 1, displayName: 1, tokenVersion: 1 }).lean(),
    isRevoked(claims.sessionId),
  ]);
  if (!admin || revoked || admin.tokenVersion !== claims.tokenVersion) return denied('Invalid or expired token');
  return {
    ok: true,
    admin: {
      id: String(admin._id),
      username: admin.username,
      displayName: admin.displayName || DEFAULT_DISPLAY_NAME,
      sessionId: claims.sessionId,
      expiresAt: claims.expiresAt,
    },
  };
}

/** Shown as the author until the admin sets a display name: never the login name. */
const DEFAULT_DISPLAY_NAME = 'Sahla Team';

function denied(message: string): AdminCheck {
  return { ok: false, response: jsonError(401, message, { headers: { 'WWW-Authenticate': 'Bearer' } }) };
}

import 'server-only';
import type { StaffRole } from '@/lib/constants/staff';
import { connectDb } from '@/lib/db/connect';
import { jsonError } from '@/lib/http/json-error';
import { isObjectIdString } from '@/lib/db/object-id';
import { StaffMemberModel } from '@/models/staff-member';
import { allows, type Operation } from './access';
import { twoFactorRequired } from './two-factor-setting';
import { renewActivity } from './idle';
import { isRevoked } from './sessions';
import { bearerToken, verifyAdminToken } from './token';

export interface AdminIdentity {
  id: string;
  username: string;
  /** The name published on posts; the login name never is. */
  displayName: string;
  role: StaffRole;
  twoFactor: boolean;
  sessionId: string;
  expiresAt: Date;
}

type AdminCheck = { ok: true; admin: AdminIdentity } | { ok: false; response: Response };

/** Every admin call's check: a valid HS256 Bearer token of the current version, an active account, a live session. */
export async function requireAdmin(request: Request): Promise<AdminCheck> {
  const token = bearerToken(request);
  const claims = token ? verifyAdminToken(token) : null;
  if (!claims || !isObjectIdString(claims.id)) return denied(token ? 'Invalid or expired token' : 'Login required');
  await connectDb();
  const [person, revoked, active] = await Promise.all([
    StaffMemberModel.findById(claims.id, {
      username: 1,
      displayName: 1,
      tokenVersion: 1,
      role: 1,
      status: 1,
      totp: 1,
    }).lean(),
    isRevoked(claims.sessionId),
    renewActivity(claims),
  ]);
  if (!person || revoked || person.status !== 'active' || person.tokenVersion !== claims.tokenVersion) {
    return denied('Invalid or expired token');
  }
  // Said apart so the sign-in screen can tell the person why.
  if (!active) return denied('Signed out after a time without activity', 'idle');
  return {
    ok: true,
    admin: {
      id: String(person._id),
      username: person.username,
      displayName: person.displayName || DEFAULT_DISPLAY_NAME,
      role: person.role,
      twoFactor: Boolean(person.totp),
      sessionId: claims.sessionId,
      expiresAt: claims.expiresAt,
    },
  };
}

/** requireAdmin, then the role's right: 401 without a session, 403 outside the role. */
export async function authorize(request: Request, operation: Operation): Promise<AdminCheck> {
  const auth = await requireAdmin(request);
  if (!auth.ok) return auth;
  if (!allows(auth.admin.role, operation)) {
    return { ok: false, response: jsonError(403, 'Your role does not allow this') };
  }
  // While owners require a second factor, someone without one may only set it up (their own account).
  if (operation !== 'account.own' && !auth.admin.twoFactor && (await twoFactorRequired())) {
    return {
      ok: false,
      response: jsonError(403, 'Set up two-factor sign-in first', { body: { reason: 'two-factor-setup' } }),
    };
  }
  return auth;
}

/** Never the login name. */
const DEFAULT_DISPLAY_NAME = 'Sahla Team';

function denied(message: string, reason?: 'idle'): AdminCheck {
  const body = reason ? { reason } : undefined;
  return { ok: false, response: jsonError(401, message, { headers: { 'WWW-Authenticate': 'Bearer' }, body }) };
}

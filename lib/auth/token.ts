import 'server-only';
import jwt from 'jsonwebtoken';
import { jwtSecret } from './jwt-secret';

export const TOKEN_TTL_SECONDS = 12 * 60 * 60;
const ISSUER = 'sahla-admin';

export interface TokenSubject {
  id: string;
  username: string;
  tokenVersion: number;
}

export function signAdminToken(admin: TokenSubject, ttlSeconds = TOKEN_TTL_SECONDS): string {
  return jwt.sign({ username: admin.username, tv: admin.tokenVersion }, jwtSecret(), {
    algorithm: 'HS256',
    subject: admin.id,
    issuer: ISSUER,
    expiresIn: ttlSeconds,
  });
}

/** The token's claims when its signature, algorithm, issuer and expiry hold; otherwise null. */
export function verifyAdminToken(token: string): TokenSubject | null {
  try {
    const claims = jwt.verify(token, jwtSecret(), { algorithms: ['HS256'], issuer: ISSUER });
    if (typeof claims === 'string' || typeof claims.sub !== 'string' || typeof claims.tv !== 'number') return null;
    return { id: claims.sub, username: String(claims.username ?? ''), tokenVersion: claims.tv };
  } catch {
    return null;
  }
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

import 'server-only';
import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { jwtSecret } from './jwt-secret';

const TOKEN_TTL_SECONDS = 12 * 60 * 60;
const ISSUER = 'sahla-admin';

interface TokenSubject {
  id: string;
  username: string;
  tokenVersion: number;
}

/** The subject, the session id (jti) sign-out revokes, and when it was made and expires. */
interface TokenClaims extends TokenSubject {
  sessionId: string;
  issuedAt: Date;
  expiresAt: Date;
}

export function signAdminToken(admin: TokenSubject, ttlSeconds = TOKEN_TTL_SECONDS): string {
  return jwt.sign({ username: admin.username, tv: admin.tokenVersion }, jwtSecret(), {
    algorithm: 'HS256',
    subject: admin.id,
    issuer: ISSUER,
    expiresIn: ttlSeconds,
    jwtid: randomUUID(),
  });
}

export function verifyAdminToken(token: string): TokenClaims | null {
  try {
    const claims = jwt.verify(token, jwtSecret(), { algorithms: ['HS256'], issuer: ISSUER });
    if (typeof claims === 'string' || typeof claims.sub !== 'string' || typeof claims.tv !== 'number') return null;
    // Tokens from before sign-out existed carry no jti: refused, so every session can be ended.
    if (typeof claims.jti !== 'string' || typeof claims.exp !== 'number' || typeof claims.iat !== 'number') return null;
    return {
      id: claims.sub,
      username: String(claims.username ?? ''),
      tokenVersion: claims.tv,
      sessionId: claims.jti,
      issuedAt: new Date(claims.iat * 1000),
      expiresAt: new Date(claims.exp * 1000),
    };
  } catch {
    return null;
  }
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

const TICKET_ISSUER = 'sahla-admin-2fa';
const TICKET_TTL_SECONDS = 5 * 60;

/** Good only for the second step of that sign-in. */
export function signSecondFactorTicket(admin: TokenSubject): string {
  return jwt.sign({ tv: admin.tokenVersion }, jwtSecret(), {
    algorithm: 'HS256',
    subject: admin.id,
    issuer: TICKET_ISSUER,
    expiresIn: TICKET_TTL_SECONDS,
  });
}

export function verifySecondFactorTicket(ticket: string): { id: string; tokenVersion: number } | null {
  try {
    const claims = jwt.verify(ticket, jwtSecret(), { algorithms: ['HS256'], issuer: TICKET_ISSUER });
    if (typeof claims === 'string' || typeof claims.sub !== 'string' || typeof claims.tv !== 'number') return null;
    return { id: claims.sub, tokenVersion: claims.tv };
  } catch {
    return null;
  }
}

import 'server-only';
import jwt from 'jsonwebtoken';
import { jwtSecret } from '@/lib/auth/jwt-secret';
import { localePath } from '@/lib/routing/locale-path';
import type { PostLanguage } from './language';

// The admin token lives in localStorage, which a navigation cannot carry: a signed 15-minute token naming one post instead.
const ISSUER = 'sahla-preview';
export const PREVIEW_TTL_SECONDS = 15 * 60;

export function previewPath(postId: string, language: PostLanguage): string {
  const token = jwt.sign({}, jwtSecret(), {
    algorithm: 'HS256',
    subject: postId,
    issuer: ISSUER,
    expiresIn: PREVIEW_TTL_SECONDS,
  });
  return localePath(language, `/blog/preview/${token}`);
}

export function verifyPreviewToken(token: string): string | null {
  try {
    const claims = jwt.verify(token, jwtSecret(), { algorithms: ['HS256'], issuer: ISSUER });
    return typeof claims === 'string' || typeof claims.sub !== 'string' ? null : claims.sub;
  } catch {
    return null;
  }
}

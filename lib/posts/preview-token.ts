import 'server-only';
import jwt from 'jsonwebtoken';
import { jwtSecret } from '@/lib/auth/jwt-secret';
import { localePath } from '@/lib/routing/locale-path';
import type { PostLanguage } from './language';

// The admin token lives in the browser's localStorage, which a page navigation cannot carry. So
// the admin list asks the API (with that token) for a preview address: a signed, single-purpose
// token naming one post, valid 15 minutes, in the path of a page that is never cached or indexed.
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

/** The post id a preview token names, when its signature, purpose and time hold; else null. */
export function verifyPreviewToken(token: string): string | null {
  try {
    const claims = jwt.verify(token, jwtSecret(), { algorithms: ['HS256'], issuer: ISSUER });
    return typeof claims === 'string' || typeof claims.sub !== 'string' ? null : claims.sub;
  } catch {
    return null;
  }
}

import 'server-only';
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { jwtSecret } from './jwt-secret';

// Second-factor secrets sealed (AES-256-GCM) with a key from the JWT secret, outside the database.
// `v2.iv.tag.body`: HKDF-SHA256 key; `iv.tag.body` (older): HMAC-SHA256 key, still opened.
const CURRENT = 'v2';
const keys = {
  v2: () => Buffer.from(hkdfSync('sha256', jwtSecret(), 'sahla secret box', 'second-factor secrets, AES-256-GCM', 32)),
  v1: () => createHmac('sha256', jwtSecret()).update('sahla totp secrets v1').digest(),
};

export function seal(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys[CURRENT](), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [CURRENT, ...[iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'))].join('.');
}

/** Null when sealed with another key (a changed JWT_SECRET) or altered. */
export function open(sealed: string): string | null {
  const parts = sealed.split('.');
  const version = parts.length === 4 ? parts.shift() : 'v1';
  if (version !== 'v1' && version !== 'v2') return null;
  try {
    const [iv, tag, body] = parts.map((part) => Buffer.from(part, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', keys[version](), iv!);
    decipher.setAuthTag(tag!);
    return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

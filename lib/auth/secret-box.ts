import 'server-only';
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { jwtSecret } from './jwt-secret';

// Second-factor secrets are sealed (AES-256-GCM) so a copy of the database alone cannot make
// codes; the key is derived from the JWT secret, which lives outside the database.
// `v2.iv.tag.body`: key by HKDF-SHA256, with a salt and info naming this use.
// `iv.tag.body` (sealed before v2): key by HMAC-SHA256; still opened, so no second factor is lost.
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

/** The sealed text, or null when it was not sealed with this key (a changed JWT_SECRET) or was altered. */
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

import 'server-only';
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { jwtSecret } from './jwt-secret';

// Second-factor secrets are sealed (AES-256-GCM) so a copy of the database alone cannot make
// codes; the key is derived from the JWT secret, which lives outside the database.
const key = () => createHmac('sha256', jwtSecret()).update('sahla totp secrets v1').digest();

export function seal(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

/** The sealed text, or null when it was not sealed with this key (a changed JWT_SECRET). */
export function open(sealed: string): string | null {
  try {
    const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', key(), iv!);
    decipher.setAuthTag(tag!);
    return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

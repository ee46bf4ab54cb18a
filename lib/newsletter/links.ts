import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { jwtSecret } from '@/lib/auth/jwt-secret';

export type LinkPurpose = 'confirm' | 'unsubscribe';
type LinkCheck = { ok: true; subscriberId: string } | { ok: false; reason: 'invalid' | 'expired' };

/** Each mail carries a fresh unsubscribe link. */
const LINK_TTL_SECONDS: Record<LinkPurpose, number> = { confirm: 7 * 86_400, unsubscribe: 365 * 86_400 };

// A key of its own, derived from the JWT secret: a link signature can never pass as a token's.
const key = () => createHmac('sha256', jwtSecret()).update('sahla newsletter links v1').digest();

const sign = (payload: string) => createHmac('sha256', key()).update(payload).digest('base64url');

/** `<purpose>.<subscriber id>.<expiry>.<HMAC>`: single-purpose and tamper-evident. */
export function signLink(purpose: LinkPurpose, subscriberId: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + LINK_TTL_SECONDS[purpose];
  const payload = `${purpose}.${subscriberId}.${expires}`;
  return `${payload}.${sign(payload)}`;
}

/** Signature first: a forged expiry says nothing. */
export function verifyLink(token: unknown, purpose: LinkPurpose, now = Date.now()): LinkCheck {
  if (typeof token !== 'string' || token.length > 200) return { ok: false, reason: 'invalid' };
  const parts = token.split('.');
  if (parts.length !== 4) return { ok: false, reason: 'invalid' };
  const [kind, id, expires, signature] = parts as [string, string, string, string];
  const expected = Buffer.from(sign(`${kind}.${id}.${expires}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  if (kind !== purpose || !/^[a-f0-9]{24}$/.test(id)) return { ok: false, reason: 'invalid' };
  if (Number(expires) * 1000 < now) return { ok: false, reason: 'expired' };
  return { ok: true, subscriberId: id };
}

import 'server-only';
import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 defaults every authenticator app understands: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
/** One step either side: a phone clock up to 30 s off still works (RFC 6238 §5.2). */
const WINDOW = 1;
const ISSUER = 'Sahla admin';
export const RECOVERY_CODE_COUNT = 10;

const totp = (secret: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new 160-bit secret (RFC 4226's recommended length), base32 as apps take it typed in. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The `otpauth://` address the QR code carries. */
export const totpUri = (secret: string, label: string) => totp(secret, label).toString();

/**
 * The time step a code belongs to when it is right for `secret` now (within the window), else
 * null. The caller refuses a step not newer than the last one used, so a code works only once.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** Letters and digits a person cannot mistake for one another (no i, l, o, 0, 1). */
export const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes like `k7m2-9xqp-4hdt` (about 59 random bits each), shown once. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    // randomInt draws each character uniformly (a byte modulo 31 would favour the first 8).
    const chars = Array.from({ length: 12 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
  });
}

/** Codes are random, not chosen, so a fast hash is enough; letter case and dashes are forgiven. */
export const hashRecoveryCode = (code: string) =>
  createHash('sha256')
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .digest('hex');

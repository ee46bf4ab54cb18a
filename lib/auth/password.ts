import 'server-only';
import { randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';

const COST = 11;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, COST);
}

// Same cost as real hashes, so checking an unknown user takes as long as a wrong password.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  dummyHash ??= bcrypt.hash(randomBytes(16).toString('hex'), COST);
  const matches = await bcrypt.compare(password, hash ?? (await dummyHash));
  return Boolean(hash) && matches;
}

export function randomPassword(): string {
  return randomBytes(18).toString('base64url');
}

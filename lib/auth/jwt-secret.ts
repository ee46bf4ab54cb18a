import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { env } from '@/lib/config/env';

let cached: string | undefined;

/** JWT_SECRET, or outside production one generated once and kept in DATA_DIR. */
export function jwtSecret(): string {
  cached ??= resolveSecret();
  return cached;
}

function resolveSecret(): string {
  const config = env();
  if (config.JWT_SECRET) return config.JWT_SECRET;
  if (config.APP_ENV === 'production') {
    throw new Error('Invalid environment variable JWT_SECRET: required when APP_ENV=production');
  }
  const file = path.resolve(/*turbopackIgnore: true*/ config.DATA_DIR, 'jwt-secret');
  const stored = readSecret(file);
  if (stored) return stored;
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readSecret(file);
  if (!secret) throw new Error(`Could not keep a JWT secret in ${file}`);
  return secret;
}

function readSecret(file: string): string | undefined {
  try {
    const value = readFileSync(file, 'utf8').trim();
    return value.length >= 32 ? value : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

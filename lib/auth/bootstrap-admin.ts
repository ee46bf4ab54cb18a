import { env, type Env } from '@/lib/config/env';
import { logError, logInfo, logWarn } from '@/lib/log/logger';
import { syncAdminAccount, type SyncResult } from './admin-account';
import { jwtSecret } from './jwt-secret';

const RETRY_MIN_MS = 2_000;
const RETRY_MAX_MS = 60_000;

/** The one-line reason production must not start, or null when the configuration is complete. */
export function productionConfigError(config: Env): string | null {
  if (config.APP_ENV !== 'production') return null;
  for (const name of ['ADMIN_USERNAME', 'ADMIN_PASSWORD', 'JWT_SECRET'] as const) {
    if (!config[name]) return `Invalid environment variable ${name}: required when APP_ENV=production`;
  }
  return null;
}

/**
 * Runs once at server start (instrumentation.ts): checks the production configuration, makes
 * sure a JWT secret exists, and makes sure the staff has a first owner (never changing an
 * existing person). A database that is down does not stop the site; the owner is set up in the
 * background once it answers.
 */
export async function bootstrapAdmin(): Promise<void> {
  const config = env();
  const problem = productionConfigError(config);
  if (problem) {
    logError('config.invalid', problem);
    process.exit(1);
  }
  jwtSecret();
  const credentials =
    config.ADMIN_USERNAME && config.ADMIN_PASSWORD
      ? { username: config.ADMIN_USERNAME, password: config.ADMIN_PASSWORD }
      : null;
  await attempt(credentials, RETRY_MIN_MS);
}

async function attempt(credentials: Parameters<typeof syncAdminAccount>[0], delayMs: number): Promise<void> {
  try {
    report(await syncAdminAccount(credentials));
  } catch (error) {
    logWarn(
      'admin.sync_retry',
      `could not reach the database to set up the admin account (${(error as Error).message}); ` +
        `retrying in ${Math.round(delayMs / 1000)} s`,
      { retryInMs: delayMs },
    );
    // unref: the server keeps the process alive; this timer alone should not.
    setTimeout(() => void attempt(credentials, Math.min(delayMs * 2, RETRY_MAX_MS)), delayMs).unref();
  }
}

function report(result: SyncResult): void {
  if (result.action === 'created' && result.generatedPassword) {
    // Shown this one time only; it is stored as a bcrypt hash.
    // In the message, not a field: a field named like a password is redacted by the logger.
    logInfo(
      'admin.created',
      `created the first owner account "${result.username}" with password ${result.generatedPassword} ` +
        '(shown once; set ADMIN_USERNAME and ADMIN_PASSWORD to choose your own)',
    );
  } else if (result.action === 'created') {
    logInfo('admin.created', `created the first owner account "${result.username}"`);
  } else if (result.action === 'migrated') {
    logInfo('admin.migrated', `the admin account "${result.username}" is now the first owner of the staff`);
  }
}

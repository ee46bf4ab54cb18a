import { env, type Env } from '@/lib/config/env';
import { logError, logInfo, logWarn } from '@/lib/log/logger';
import { syncAdminAccount, type SyncResult } from './admin-account';
import { jwtSecret } from './jwt-secret';

const RETRY_MIN_MS = 2_000;
const RETRY_MAX_MS = 60_000;

export function productionConfigError(config: Env): string | null {
  if (config.APP_ENV !== 'production') return null;
  for (const name of ['ADMIN_USERNAME', 'ADMIN_PASSWORD', 'JWT_SECRET'] as const) {
    if (!config[name]) return `Invalid environment variable ${name}: required when APP_ENV=production`;
  }
  return null;
}

/** At start: checks the production configuration, the JWT secret and the first owner (in the background while the database is down). */
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
    setTimeout(() => void attempt(credentials, Math.min(delayMs * 2, RETRY_MAX_MS)), delayMs).unref();
  }
}

function report(result: SyncResult): void {
  if (result.action === 'created' && result.generatedPassword) {
    // Shown once, stored as a bcrypt hash; in the message, since the logger redacts a field named like a password.
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

import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Each case loads the modules afresh with its own environment, as a new server start would.
const original = { ...process.env };
afterEach(() => {
  process.env = { ...original };
  jest.restoreAllMocks();
});

function load<T extends object>(modulePath: string, overrides: Record<string, string | undefined>): T {
  process.env = { ...original, ...overrides };
  for (const [key, value] of Object.entries(overrides)) if (value === undefined) delete process.env[key];
  let loaded: T | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<T>(modulePath);
  });
  return loaded!;
}

type SecretModule = typeof import('@/lib/auth/jwt-secret');
type BootstrapModule = typeof import('@/lib/auth/bootstrap-admin');

describe('JWT secret', () => {
  it('outside production, is generated once and kept in DATA_DIR across restarts', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sahla-secret-'));
    const env = { JWT_SECRET: undefined, APP_ENV: 'development', DATA_DIR: dataDir };
    const first = load<SecretModule>('@/lib/auth/jwt-secret', env).jwtSecret();
    const second = load<SecretModule>('@/lib/auth/jwt-secret', env).jwtSecret();
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
    const file = path.join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('in production, is never generated', () => {
    const { jwtSecret } = load<SecretModule>('@/lib/auth/jwt-secret', { JWT_SECRET: undefined, APP_ENV: 'production' });
    expect(() => jwtSecret()).toThrow('Invalid environment variable JWT_SECRET');
  });
});

describe('bootstrapAdmin at server start', () => {
  it('in production without ADMIN_PASSWORD, stops with one line naming it', async () => {
    const { bootstrapAdmin } = load<BootstrapModule>('@/lib/auth/bootstrap-admin', {
      APP_ENV: 'production',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: undefined,
    });
    const stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const exit = jest.spyOn(process, 'exit').mockImplementation((() => {
      throw new Error('exit');
    }) as never);
    await expect(bootstrapAdmin()).rejects.toThrow('exit');
    expect(exit).toHaveBeenCalledWith(1);
    // One JSON log line (lib/log/logger.ts) whose message names the variable.
    const lines = stderr.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'error',
        event: 'config.invalid',
        message: 'Invalid environment variable ADMIN_PASSWORD: required when APP_ENV=production',
      }),
    ]);
  });

  it('keeps the server up when the database is down, and retries in the background', async () => {
    const { bootstrapAdmin } = load<BootstrapModule>('@/lib/auth/bootstrap-admin', {
      MONGODB_URI: 'mongodb://127.0.0.1:9/unreachable',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'long-enough-password',
    });
    const stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const timers = jest.spyOn(global, 'setTimeout');
    await expect(bootstrapAdmin()).resolves.toBeUndefined();
    const lines = stderr.mock.calls.map(([line]) => JSON.parse(String(line)) as { event: string; message: string });
    expect(lines.find((line) => line.event === 'admin.sync_retry')?.message).toMatch(
      /could not reach the database .* retrying in 2 s/,
    );
    // The retry is scheduled; cancel it so it does not outlive the test.
    const retry = timers.mock.calls.findIndex(([, delay]) => delay === 2000);
    expect(retry).toBeGreaterThanOrEqual(0);
    clearTimeout(timers.mock.results[retry]!.value);
  });
});

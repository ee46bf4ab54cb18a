import { syncAdminAccount } from '@/lib/auth/admin-account';
import { productionConfigError } from '@/lib/auth/bootstrap-admin';
import { connectDb } from '@/lib/db/connect';
import { parseEnv } from '@/lib/config/env';
import { AdminUserModel } from '@/models/admin-user';
import { POST as login } from '@/app/login/route';
import { ADMIN, jsonRequest } from './support/api';

const peer = { 'x-sahla-peer': '10.1.1.1' };

afterAll(async () => (await connectDb()).disconnect());

describe('admin account bootstrap', () => {
  beforeEach(async () => {
    await connectDb();
    await AdminUserModel.deleteMany({});
  });

  it('creates "admin" with a random password once when no credentials are configured', async () => {
    const first = await syncAdminAccount(null);
    expect(first).toMatchObject({ action: 'created', username: 'admin' });
    const password = first.action === 'created' ? first.generatedPassword : undefined;
    expect(password).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(await syncAdminAccount(null)).toEqual({ action: 'unchanged', username: 'admin' });
    const res = await login(jsonRequest('/login', { username: 'admin', password }, peer));
    expect(res.status).toBe(200);
  });

  it('applies ADMIN_USERNAME/ADMIN_PASSWORD and bumps the token version only on change', async () => {
    await syncAdminAccount(ADMIN);
    expect(await syncAdminAccount(ADMIN)).toEqual({ action: 'unchanged', username: ADMIN.username });
    const before = await AdminUserModel.findOne({ role: 'admin' }).lean();
    expect(await syncAdminAccount({ ...ADMIN, password: 'a whole new password' })).toMatchObject({
      action: 'updated',
    });
    const after = await AdminUserModel.findOne({ role: 'admin' }).lean();
    expect(after!.tokenVersion).toBe(before!.tokenVersion + 1);
    expect(after!.passwordHash).not.toBe(before!.passwordHash);
    expect(await AdminUserModel.countDocuments()).toBe(1);
  });

  it('refuses a production start without admin credentials or JWT secret, naming the variable', () => {
    const full = {
      APP_ENV: 'production',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'long-enough-password',
      JWT_SECRET: 'x'.repeat(32),
    };
    expect(productionConfigError(parseEnv(full))).toBeNull();
    expect(productionConfigError(parseEnv({ ...full, ADMIN_PASSWORD: undefined }))).toMatch(/ADMIN_PASSWORD/);
    expect(productionConfigError(parseEnv({ ...full, JWT_SECRET: '' }))).toMatch(
      /^Invalid environment variable JWT_SECRET/,
    );
    expect(productionConfigError(parseEnv({ ...full, APP_ENV: 'development', JWT_SECRET: '' }))).toBeNull();
  });
});

import mongoose from 'mongoose';
import { syncAdminAccount } from '@/lib/auth/admin-account';
import { hashPassword } from '@/lib/auth/password';
import { productionConfigError } from '@/lib/auth/bootstrap-admin';
import { connectDb } from '@/lib/db/connect';
import { parseEnv } from '@/lib/config/env';
import { StaffMemberModel } from '@/models/staff-member';
import { POST as login } from '@/app/login/route';
import { resetOwner } from '@/server/reset-owner.ts';
import { ADMIN, jsonRequest, tokenFor } from './support/api';
import { GET as whoAmI } from '@/app/protected/route';
import { adminRequest } from './support/admin-routes';

let peer = 0;
const signIn = async (username: string, password: string) =>
  (await login(jsonRequest('/login', { username, password }, { 'x-sahla-peer': `10.1.1.${++peer}` }))).status;

const original = { ...process.env };
afterAll(async () => {
  process.env = { ...original };
  await (await connectDb()).disconnect();
});

/** A server start as instrumentation.ts runs it: fresh modules reading the given ADMIN_* variables. */
async function startServer(admin: { username: string; password: string }) {
  process.env = { ...original, ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password };
  type Modules = [typeof import('@/lib/auth/bootstrap-admin'), typeof import('@/lib/db/connect')];
  let modules: Modules | undefined;
  jest.isolateModules(() => {
    modules = [jest.requireActual('@/lib/auth/bootstrap-admin'), jest.requireActual('@/lib/db/connect')];
  });
  // Isolated modules load their own @sahla/process-state and mongoose: the new server's own connection.
  const [{ bootstrapAdmin }, db] = modules!;
  try {
    await bootstrapAdmin();
    await (await db.connectDb()).disconnect();
  } finally {
    process.env = { ...original };
  }
}

describe('the first owner', () => {
  beforeEach(async () => {
    await connectDb();
    await StaffMemberModel.deleteMany({});
    await mongoose.connection.db!.collection('adminusers').deleteMany({});
  });

  it('creates "admin" with a random password once when no credentials are configured', async () => {
    const first = await syncAdminAccount(null);
    expect(first).toMatchObject({ action: 'created', username: 'admin' });
    const password = first.action === 'created' ? first.generatedPassword : undefined;
    expect(password).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(await syncAdminAccount(null)).toEqual({ action: 'unchanged', username: 'admin' });
    expect(await signIn('admin', password!)).toBe(200);
    expect(await StaffMemberModel.findOne({ username: 'admin' }).lean()).toMatchObject({ role: 'owner' });
  });

  it('a restart with different ADMIN_USERNAME / ADMIN_PASSWORD changes no existing password', async () => {
    await startServer(ADMIN);
    expect(await signIn(ADMIN.username, ADMIN.password)).toBe(200);
    // The owner changes the password in the admin (as the Account tab does).
    await StaffMemberModel.updateOne(
      { username: ADMIN.username },
      { $set: { passwordHash: await hashPassword('changed in the admin area') } },
    );
    const before = await StaffMemberModel.findOne({ username: ADMIN.username }).lean();

    await startServer({ username: ADMIN.username, password: 'the old environment password' });
    await startServer({ username: 'someone-else', password: 'another environment password' });

    expect(await signIn(ADMIN.username, 'changed in the admin area')).toBe(200);
    expect(await signIn(ADMIN.username, 'the old environment password')).toBe(401);
    expect(await signIn('someone-else', 'another environment password')).toBe(401);
    const after = await StaffMemberModel.findOne({ username: ADMIN.username }).lean();
    expect(after!.passwordHash).toBe(before!.passwordHash);
    expect(after!.tokenVersion).toBe(before!.tokenVersion);
    expect(await StaffMemberModel.countDocuments()).toBe(1);
  });

  it('moves the account of the single-admin design into the first owner, sessions and password kept', async () => {
    const legacy = {
      _id: new mongoose.Types.ObjectId(),
      role: 'admin',
      username: 'old-admin',
      displayName: 'The Team',
      passwordHash: await hashPassword('the password from before'),
      tokenVersion: 4,
    };
    await mongoose.connection.db!.collection('adminusers').insertOne(legacy);
    expect(await syncAdminAccount(ADMIN)).toEqual({ action: 'migrated', username: 'old-admin' });
    const owner = await StaffMemberModel.findById(legacy._id).lean();
    expect(owner).toMatchObject({ username: 'old-admin', role: 'owner', status: 'active', tokenVersion: 4 });
    expect(await signIn('old-admin', 'the password from before')).toBe(200);
    expect(await signIn(ADMIN.username, ADMIN.password)).toBe(401);
  });

  it('npm run reset-owner gives a lost owner a new password printed once and ends their sessions', async () => {
    await syncAdminAccount(ADMIN);
    const owner = await StaffMemberModel.findOne({ username: ADMIN.username }).lean();
    const session = await tokenFor(String(owner!._id));
    const lines: string[] = [];
    const log = (line: string) => void lines.push(line);
    expect(await resetOwner(process.env.MONGODB_URI!, 'nobody', log)).toBe(1);
    expect(lines.pop()).toContain(`the owners are: ${ADMIN.username}`);
    expect(await resetOwner(process.env.MONGODB_URI!, ADMIN.username, log)).toBe(0);
    const password = /password (\S+) \(shown once/.exec(lines.pop()!)![1]!;
    expect(await signIn(ADMIN.username, ADMIN.password)).toBe(401);
    expect(await signIn(ADMIN.username, password)).toBe(200);
    expect((await whoAmI(adminRequest('GET', '/protected', session))).status).toBe(401);
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

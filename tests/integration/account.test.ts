import { PATCH as patchAccount } from '@/app/api/admin/account/route';
import { POST as changePassword } from '@/app/api/admin/account/password/route';
import { GET as getList } from '@/app/api/admin/lists/[list]/route';
import { DELETE as signOut } from '@/app/api/admin/session/route';
import { POST as createPost } from '@/app/api/blogs/route';
import { POST as login } from '@/app/login/route';
import { GET as protectedRoute } from '@/app/protected/route';
import { connectDb } from '@/lib/db/connect';
import { AuditEntryModel } from '@/models/audit-entry';
import { captureLogs } from '../helpers/form-request';
import { formRequest, jsonRequest, validPost } from './support/api';
import { ADMIN, adminRequest, adminToken, ctx } from './support/admin-routes';

beforeAll(async () => connectDb());
beforeEach(() => captureLogs());
afterEach(() => jest.restoreAllMocks());
afterAll(async () => (await connectDb()).disconnect());

const signIn = async (password = ADMIN.password) => {
  const response = await login(
    jsonRequest('/login', { username: ADMIN.username, password }, { 'x-sahla-peer': '192.0.2.7' }),
  );
  return { status: response.status, token: (await response.json()).token as string };
};
const whoAmI = (token: string) => protectedRoute(adminRequest('GET', '/protected', token));

describe('admin account', () => {
  it('sign-out revokes the token on the server: it gets 401 everywhere, other sessions keep working', async () => {
    await adminToken();
    const a = await signIn();
    const b = await signIn();
    expect((await signOut(adminRequest('DELETE', '/api/admin/session', a.token))).status).toBe(204);
    expect((await whoAmI(a.token)).status).toBe(401);
    expect((await getList(adminRequest('GET', '/api/admin/lists/audit', a.token), ctx({ list: 'audit' }))).status).toBe(
      401,
    );
    expect((await createPost(formRequest('POST', '/api/blogs', validPost(), { token: a.token }))).status).toBe(401);
    expect((await whoAmI(b.token)).status).toBe(200);
  });

  it('changes the password only with the current one and a strong new one, signing out every other session', async () => {
    await adminToken();
    const mine = await signIn();
    const other = await signIn();
    const change = (body: unknown) =>
      changePassword(adminRequest('POST', '/api/admin/account/password', mine.token, body));

    const wrong = await change({ currentPassword: 'nope', newPassword: 'a brand new passphrase' });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).errors).toHaveProperty('currentPassword');
    const short = await change({ currentPassword: ADMIN.password, newPassword: 'short' });
    expect((await short.json()).errors).toHaveProperty('newPassword');
    expect((await whoAmI(other.token)).status).toBe(200); // nothing changed yet

    const ok = await change({ currentPassword: ADMIN.password, newPassword: 'a brand new passphrase' });
    expect(ok.status).toBe(200);
    const { token: fresh } = await ok.json();
    expect((await whoAmI(other.token)).status).toBe(401);
    expect((await whoAmI(mine.token)).status).toBe(401);
    expect((await whoAmI(fresh)).status).toBe(200);
    expect((await signIn()).status).toBe(401);
    expect((await signIn('a brand new passphrase')).status).toBe(200);
  });

  it('publishes the display name as the author, never the login name', async () => {
    const token = await adminToken();
    const before = await createPost(
      formRequest('POST', '/api/blogs', validPost({ title: 'Before naming' }), { token }),
    );
    expect((await before.json()).author).not.toBe(ADMIN.username);
    const bad = await patchAccount(adminRequest('PATCH', '/api/admin/account', token, { displayName: 'x' }));
    expect(bad.status).toBe(400);
    await patchAccount(adminRequest('PATCH', '/api/admin/account', token, { displayName: 'فريق سهلة' }));
    const after = await createPost(formRequest('POST', '/api/blogs', validPost({ title: 'After naming' }), { token }));
    expect((await after.json()).author).toBe('فريق سهلة');
    expect(await (await whoAmI(token)).json()).toMatchObject({
      user: { username: ADMIN.username, displayName: 'فريق سهلة' },
    });
  });

  it('records sign-ins, failed sign-ins and post and account actions with time, target and client address', async () => {
    await AuditEntryModel.deleteMany({});
    const token = await adminToken();
    await login(
      jsonRequest('/login', { username: ADMIN.username, password: 'wrong' }, { 'x-sahla-peer': '192.0.2.99' }),
    );
    await signIn();
    const post = await (
      await createPost(
        formRequest('POST', '/api/blogs', validPost({ title: 'Audited' }), {
          token,
          headers: { 'x-sahla-peer': '203.0.113.9' },
        }),
      )
    ).json();
    const page = await (
      await getList(adminRequest('GET', '/api/admin/lists/audit', token), ctx({ list: 'audit' }))
    ).json();
    const entries = page.items.map((e: Record<string, string>) => [e.action, e.target, e.ip]);
    expect(entries).toEqual([
      ['post.created', post._id, '203.0.113.9'],
      ['auth.sign-in', '', '192.0.2.7'],
      ['auth.sign-in-failed', '', '192.0.2.99'],
    ]);
    expect(page.items[0].at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });
});

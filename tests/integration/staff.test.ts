import { GET as inviteState, POST as accept } from '@/app/api/staff/invitation/route';
import { DELETE as remove, PATCH as change } from '@/app/api/admin/staff/[id]/route';
import { POST as resend } from '@/app/api/admin/staff/[id]/invitation/route';
import { GET as listStaff, POST as invite } from '@/app/api/admin/staff/route';
import { GET as exportList } from '@/app/api/admin/lists/[list]/export/route';
import { POST as createPost } from '@/app/api/blogs/route';
import { POST as login } from '@/app/login/route';
import { GET as whoAmI } from '@/app/protected/route';
import { connectDb } from '@/lib/db/connect';
import { AuditEntryModel } from '@/models/audit-entry';
import { OutboxMailModel } from '@/models/outbox-mail';
import { StaffMemberModel } from '@/models/staff-member';
import { StaffTokenModel } from '@/models/staff-token';
import { formRequest, jsonRequest, staffMember, validPost } from './support/api';
import { linkIn } from './support/staff-mail';
import { ADMIN, adminRequest, adminToken, ctx } from './support/admin-routes';

beforeAll(async () => connectDb());
afterAll(async () => (await connectDb()).disconnect());

let peer = 0;
const fresh = () => ({ 'x-sahla-peer': `198.51.100.${++peer}` });
const signIn = async (username: string, password: string) => {
  const res = await login(jsonRequest('/login', { username, password }, fresh()));
  return { status: res.status, token: (await res.json()).token as string };
};
const me = async (token: string) => (await whoAmI(adminRequest('GET', '/protected', token))).status;

const acceptWith = (token: string, password = 'a long and fine passphrase', displayName = 'Nadia B.') =>
  accept(jsonRequest('/api/staff/invitation', { token, displayName, password }, fresh()));

describe('invitations', () => {
  it('the owner invites by mail; the link sets a name and password once; the person signs in with the role', async () => {
    const owner = await adminToken();
    const res = await invite(
      adminRequest('POST', '/api/admin/staff', owner, { email: 'Nadia@Example.com', role: 'editor' }),
    );
    expect(res.status).toBe(201);
    const secret = await linkIn('nadia@example.com', 'invitation');
    const mail = await OutboxMailModel.findOne({ to: 'nadia@example.com' }).lean();
    expect(mail!.text).toContain('7 days');
    expect(await StaffTokenModel.exists({ _id: secret })).toBeNull(); // only a hash is stored

    expect(
      await (await inviteState(new Request(`http://localhost/api/staff/invitation?token=${secret}`))).json(),
    ).toEqual({
      email: 'nadia@example.com',
    });
    const weak = await acceptWith(secret, 'password1234');
    expect(weak.status).toBe(400);
    expect((await acceptWith(secret)).status).toBe(200);
    const again = await acceptWith(secret);
    expect(again.status).toBe(410);
    expect((await again.json()).reason).toBe('used');

    const signedIn = await signIn('nadia@example.com', 'a long and fine passphrase');
    expect(signedIn.status).toBe(200);
    const post = await createPost(
      formRequest('POST', '/api/blogs', validPost({ title: 'By Nadia' }), { token: signedIn.token }),
    );
    expect((await post.json()).author).toBe('Nadia B.');
    const csv = await exportList(
      adminRequest('GET', '/api/admin/lists/inquiries/export', signedIn.token),
      ctx({ list: 'inquiries' }),
    );
    expect(csv.status).toBe(403);
  });

  it("refuses an existing account's address, changing nothing; resend replaces the link; revoke ends it", async () => {
    const owner = await adminToken();
    await invite(adminRequest('POST', '/api/admin/staff', owner, { email: 'omar@example.com', role: 'viewer' }));
    const count = await StaffMemberModel.countDocuments();
    const dup = await invite(
      adminRequest('POST', '/api/admin/staff', owner, { email: 'OMAR@example.com', role: 'owner' }),
    );
    expect(dup.status).toBe(409);
    expect((await dup.json()).errors).toHaveProperty('email');
    expect(await StaffMemberModel.countDocuments()).toBe(count);
    expect(await StaffMemberModel.findOne({ email: 'omar@example.com' }).lean()).toMatchObject({ role: 'viewer' });

    const first = await linkIn('omar@example.com', 'invitation');
    const person = await StaffMemberModel.findOne({ email: 'omar@example.com' }).lean();
    const id = String(person!._id);
    expect(
      (await resend(adminRequest('POST', `/api/admin/staff/${id}/invitation`, owner, {}), ctx({ id }))).status,
    ).toBe(200);
    const second = await linkIn('omar@example.com', 'invitation');
    expect(second).not.toBe(first);
    expect((await acceptWith(first)).status).toBe(404);

    expect((await remove(adminRequest('DELETE', `/api/admin/staff/${id}`, owner), ctx({ id }))).status).toBe(204);
    expect((await acceptWith(second)).status).toBe(404);
  });

  it('says an invitation link has expired after 7 days', async () => {
    const owner = await adminToken();
    await invite(adminRequest('POST', '/api/admin/staff', owner, { email: 'late@example.com', role: 'viewer' }));
    await linkIn('late@example.com', 'invitation');
    const person = await StaffMemberModel.findOne({ email: 'late@example.com' }).lean();
    const row = await StaffTokenModel.findOne({ staffId: person!._id }).lean();
    const days = (row!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    await StaffTokenModel.updateOne({ _id: row!._id }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await acceptWith(await linkIn('late@example.com', 'invitation'));
    expect(res.status).toBe(410);
    expect((await res.json()).reason).toBe('expired');
  });
});

describe('roles and status', () => {
  it('the last owner cannot be demoted, disabled or removed; with a second owner they can', async () => {
    const owner = await adminToken();
    const ownerId = String((await StaffMemberModel.findOne({ username: ADMIN.username }).lean())!._id);
    await StaffMemberModel.updateMany(
      { role: 'owner', username: { $ne: ADMIN.username } },
      { $set: { role: 'editor' } },
    );
    const patch = (body: unknown) =>
      change(adminRequest('PATCH', `/api/admin/staff/${ownerId}`, owner, body), ctx({ id: ownerId }));
    expect((await patch({ role: 'editor' })).status).toBe(409);
    expect((await patch({ status: 'disabled' })).status).toBe(409);
    expect(
      (await remove(adminRequest('DELETE', `/api/admin/staff/${ownerId}`, owner), ctx({ id: ownerId }))).status,
    ).toBe(409);
    expect(await me(owner)).toBe(200);

    const second = await staffMember('editor', 'second-owner@example.com');
    expect(
      (
        await change(
          adminRequest('PATCH', `/api/admin/staff/${second.id}`, owner, { role: 'owner' }),
          ctx({ id: second.id }),
        )
      ).status,
    ).toBe(200);
    // The role change ended the sessions the person had.
    expect(await me(second.token)).toBe(401);
  });

  it("disabling ends the person's sessions at once; removing keeps their posts and audit entries under their name", async () => {
    const owner = await adminToken();
    const editor = await staffMember('editor', 'leaving@example.com');
    const post = await (
      await createPost(
        formRequest('POST', '/api/blogs', validPost({ title: 'Before leaving' }), { token: editor.token }),
      )
    ).json();
    expect(
      (
        await change(
          adminRequest('PATCH', `/api/admin/staff/${editor.id}`, owner, { status: 'disabled' }),
          ctx({ id: editor.id }),
        )
      ).status,
    ).toBe(200);
    expect(await me(editor.token)).toBe(401);
    expect((await signIn(editor.username, editor.password)).status).toBe(401);

    expect(
      (await remove(adminRequest('DELETE', `/api/admin/staff/${editor.id}`, owner), ctx({ id: editor.id }))).status,
    ).toBe(204);
    expect(post.author).toBe('A editor');
    expect(
      await AuditEntryModel.exists({ action: 'post.created', actor: 'leaving@example.com', name: 'A editor' }),
    ).not.toBeNull();
    const people = await (await listStaff(adminRequest('GET', '/api/admin/staff', owner))).json();
    expect(people.items.map((p: { username: string }) => p.username)).not.toContain('leaving@example.com');
    expect(
      await AuditEntryModel.exists({ action: 'staff.removed', target: 'leaving@example.com', actor: ADMIN.username }),
    ).not.toBeNull();
  });
});

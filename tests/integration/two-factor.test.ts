import { Secret, TOTP } from 'otpauth';
import { DELETE as disable, POST as begin, PUT as confirm } from '@/app/api/admin/account/2fa/route';
import { GET as getList } from '@/app/api/admin/lists/[list]/route';
import { PATCH as settings } from '@/app/api/admin/settings/route';
import { POST as secondStep } from '@/app/login/2fa/route';
import { POST as login } from '@/app/login/route';
import { GET as whoAmI } from '@/app/protected/route';
import { LOGIN_WINDOW_MS } from '@/lib/auth/login-limits';
import { setTwoFactorRequired } from '@/lib/auth/two-factor-setting';
import { connectDb } from '@/lib/db/connect';
import { AuditEntryModel } from '@/models/audit-entry';
import { StaffMemberModel } from '@/models/staff-member';
import { jsonRequest, staffMember } from './support/api';
import { adminRequest, adminToken, ctx } from './support/admin-routes';
import { startWithinOneWindow } from '../helpers/rate-window';

beforeAll(async () => connectDb());
afterEach(async () => setTwoFactorRequired(false));
afterAll(async () => (await connectDb()).disconnect());

let peer = 0;
const codeAt = (secret: string, offsetSeconds = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offsetSeconds * 1000 });

/** Turns the second factor on for the token's person; returns the secret and the recovery codes. */
async function turnOn(token: string) {
  const setup = await (await begin(adminRequest('POST', '/api/admin/account/2fa', token))).json();
  expect(setup.uri).toMatch(/^otpauth:\/\/totp\//);
  expect(setup.qr).toMatch(/^data:image\/png;base64,/);
  const wrong = await confirm(adminRequest('PUT', '/api/admin/account/2fa', token, { code: '000000' }));
  expect(wrong.status).toBe(400);
  const ok = await confirm(adminRequest('PUT', '/api/admin/account/2fa', token, { code: codeAt(setup.secret) }));
  expect(ok.status).toBe(200);
  const { recoveryCodes } = await ok.json();
  return { secret: setup.secret as string, recoveryCodes: recoveryCodes as string[] };
}

async function passwordStep(username: string, password: string, ip: string) {
  const res = await login(jsonRequest('/login', { username, password }, { 'x-sahla-peer': ip }));
  const body = await res.json();
  expect(res.status).toBe(200);
  expect(body.token).toBeUndefined();
  expect(body.secondFactor).toBe(true);
  return body.ticket as string;
}
const codeStep = (ticket: string, code: string, ip: string) =>
  secondStep(jsonRequest('/login/2fa', { ticket, code }, { 'x-sahla-peer': ip }));

describe('two-factor sign-in (TOTP)', () => {
  it('asks for a code after the password; refuses a wrong or replayed one; a recovery code works once', async () => {
    const person = await staffMember('editor', 'totp@example.com');
    const { secret, recoveryCodes } = await turnOn(person.token);
    expect(recoveryCodes).toHaveLength(10);
    const stored = await StaffMemberModel.findById(person.id).lean();
    expect(stored!.recoveryCodes).not.toContain(recoveryCodes[0]);
    expect(stored!.totp!.secret).not.toContain(secret);

    const ip = `192.0.2.${++peer}`;
    const ticket = await passwordStep(person.username, person.password, ip);
    expect((await codeStep(ticket, '123456', ip)).status).toBe(401);
    // The set-up used this step's code: the next step's code (as the app shows 30 s later) signs in.
    const next = codeAt(secret, 30);
    const ok = await codeStep(ticket, next, ip);
    expect(ok.status).toBe(200);
    expect((await whoAmI(adminRequest('GET', '/protected', (await ok.json()).token))).status).toBe(200);
    expect((await codeStep(ticket, next, ip)).status).toBe(401); // replayed

    const recovery = recoveryCodes[3]!.toUpperCase();
    expect((await codeStep(ticket, recovery, ip)).status).toBe(200);
    expect((await codeStep(ticket, recovery, ip)).status).toBe(401);
    expect(await AuditEntryModel.exists({ action: 'auth.recovery-code-used', actor: person.username })).not.toBeNull();
    expect(await AuditEntryModel.exists({ action: 'auth.2fa-failed', actor: person.username })).not.toBeNull();
  });

  it('limits codes like passwords: five wrong ones from one address, then 429', async () => {
    const person = await staffMember('viewer', 'guess@example.com');
    await turnOn(person.token);
    const ip = `192.0.2.${++peer}`;
    await startWithinOneWindow(LOGIN_WINDOW_MS, 10_000);
    const ticket = await passwordStep(person.username, person.password, ip);
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await codeStep(ticket, String(100000 + i), ip)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('turning it off needs the password', async () => {
    const person = await staffMember('viewer', 'off@example.com');
    await turnOn(person.token);
    expect(
      (await disable(adminRequest('DELETE', '/api/admin/account/2fa', person.token, { password: 'nope' }))).status,
    ).toBe(400);
    const off = await disable(
      adminRequest('DELETE', '/api/admin/account/2fa', person.token, { password: person.password }),
    );
    expect(off.status).toBe(204);
    const res = await login(
      jsonRequest(
        '/login',
        { username: person.username, password: person.password },
        { 'x-sahla-peer': `192.0.2.${++peer}` },
      ),
    );
    expect((await res.json()).token).toEqual(expect.any(String));
  });

  it('when the owner requires it, a person without it can only set it up', async () => {
    const owner = await adminToken();
    const patch = (value: boolean) =>
      settings(adminRequest('PATCH', '/api/admin/settings', owner, { requireTwoFactor: value }));
    expect((await patch(true)).status).toBe(409); // the owner has none yet
    const ownerId = String((await StaffMemberModel.findOne({ role: 'owner' }).lean())!._id);
    expect(ownerId).toBeTruthy();
    await turnOn(owner);
    expect((await patch(true)).status).toBe(200);

    const viewer = await staffMember('viewer', 'later@example.com');
    const inbox = await getList(
      adminRequest('GET', '/api/admin/lists/inquiries', viewer.token),
      ctx({ list: 'inquiries' }),
    );
    expect(inbox.status).toBe(403);
    expect((await inbox.json()).reason).toBe('two-factor-setup');
    const me = await (await whoAmI(adminRequest('GET', '/protected', viewer.token))).json();
    expect(me.user.twoFactor).toEqual({ enabled: false, required: true });
    await turnOn(viewer.token);
    expect(
      (await getList(adminRequest('GET', '/api/admin/lists/inquiries', viewer.token), ctx({ list: 'inquiries' })))
        .status,
    ).toBe(200);
  });
});

import { POST as askReset } from '@/app/api/staff/password-reset/route';
import { GET as resetState, POST as completeReset } from '@/app/api/staff/password-reset/complete/route';
import { POST as login } from '@/app/login/route';
import { GET as whoAmI } from '@/app/protected/route';
import { connectDb } from '@/lib/db/connect';
import { OutboxMailModel } from '@/models/outbox-mail';
import { StaffTokenModel } from '@/models/staff-token';
import { jsonRequest, staffMember } from './support/api';
import { adminRequest } from './support/admin-routes';
import { linkIn } from './support/staff-mail';

beforeAll(async () => connectDb());
afterAll(async () => (await connectDb()).disconnect());

let peer = 0;
const fresh = () => ({ 'x-sahla-peer': `198.51.100.${++peer}` });
const signIn = async (username: string, password: string) =>
  (await login(jsonRequest('/login', { username, password }, fresh()))).status;
const me = async (token: string) => (await whoAmI(adminRequest('GET', '/protected', token))).status;

describe('password reset by email', () => {
  it('answers the same for any address; the 1-hour link works once and ends every other session', async () => {
    const person = await staffMember('viewer', 'forgetful@example.com');
    const ask = async (email: string) => {
      const res = await askReset(jsonRequest('/api/staff/password-reset', { email }, fresh()));
      return [res.status, await res.json()];
    };
    expect(await ask('nobody-here@example.com')).toEqual(await ask('forgetful@example.com'));
    const secret = await linkIn('forgetful@example.com', 'reset');
    expect(await OutboxMailModel.exists({ to: 'nobody-here@example.com' })).toBeNull();
    const row = await StaffTokenModel.findOne({ staffId: person.id, purpose: 'reset' }).lean();
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);

    expect((await resetState(new Request(`http://localhost/x?token=${secret}`))).status).toBe(204);
    const set = (password: string) =>
      completeReset(jsonRequest('/api/staff/password-reset/complete', { token: secret, password }, fresh()));
    expect((await set('short')).status).toBe(400);
    expect((await set('a fresh and long passphrase')).status).toBe(204);
    expect(await me(person.token)).toBe(401);
    expect(await signIn('forgetful@example.com', 'a fresh and long passphrase')).toBe(200);
    const reused = await set('another fresh passphrase');
    expect(reused.status).toBe(410);
    expect((await reused.json()).reason).toBe('used');
  });
});

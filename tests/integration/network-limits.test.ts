import { POST as contact } from '@/app/api/contact/route';
import { POST as login } from '@/app/login/route';
import { POST as requestReset } from '@/app/api/staff/password-reset/route';
import { syncAdminAccount } from '@/lib/auth/admin-account';
import { LOGIN_LIMITS, LOGIN_WINDOW_MS } from '@/lib/auth/login-limits';
import { connectDb } from '@/lib/db/connect';
import { FORM_LIMITS, FORM_WINDOW_MS } from '@/lib/submissions/registry';
import { AuditEntryModel } from '@/models/audit-entry';
import { ContactMessageModel } from '@/models/contact-message';
import { captureLogs } from '../helpers/form-request';
import { startWithinOneWindow } from '../helpers/rate-window';
import { ADMIN, jsonRequest } from './support/api';

// Behind one trusted proxy (TRUSTED_PROXIES=1): the proxy is the TCP peer, and the client is the
// address it appended to X-Forwarded-For. Read by env() at the first request, after this line.
process.env.TRUSTED_PROXIES = '1';
const PROXY = '10.0.0.2';
const through = (client: string) => ({ 'x-sahla-peer': PROXY, 'x-forwarded-for': `198.51.100.66, ${client}` });

// A /64 of this run's own (the limits are kept in the database), with addresses spread across it.
const group = Math.floor(Math.random() * 0xffff).toString(16);
const net = (n: number) => `2001:db8:${group}:${n.toString(16)}`;
const full = (prefix: string) => prefix.split(':').map((part) => part.padStart(4, '0'));
/** The i-th address of the /64 `prefix`, written in one of the ways IPv6 allows. */
const spelled = (prefix: string, i: number) => {
  const host = (i + 1).toString(16);
  const ways = [
    `${prefix}::${host}`,
    `${prefix.toUpperCase()}:0:0:0:${host}`,
    `${prefix}:${host}:ffff:ffff:ffff`,
    [...full(prefix), '0000', '0000', host.padStart(4, '0'), '0000'].join(':'),
    `${prefix}::${host}:0%eth0`,
  ];
  return ways[i % ways.length]!;
};
const addressesOf = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => spelled(prefix, i));

const message = (i: number) => ({
  name: `Visitor ${i}`,
  email: `visitor${i}@example.ma`,
  subject: 'general',
  message: `Message ${i} from one home network`,
  locale: 'en',
});
const sendContact = async (client: string, i: number) =>
  (await contact(jsonRequest('/api/contact', message(i), through(client)))).status;
const signIn = async (client: string, password: string) =>
  (await login(jsonRequest('/login', { username: ADMIN.username, password }, through(client)))).status;

jest.setTimeout(120_000);
beforeAll(async () => {
  await connectDb();
  await syncAdminAccount(ADMIN);
});
beforeEach(() => captureLogs());
afterEach(() => jest.restoreAllMocks());
afterAll(async () => (await connectDb()).disconnect());

describe('per-address limits count an IPv6 client by its /64', () => {
  it('refuses the contact form once one /64 has spent the limit from many addresses, and serves another /64', async () => {
    await startWithinOneWindow(FORM_WINDOW_MS, 30_000);
    const clients = addressesOf(net(1), FORM_LIMITS.contact + 4);
    const statuses = [];
    for (const [i, client] of clients.entries()) statuses.push(await sendContact(client, i));
    expect(statuses).toEqual([...Array(FORM_LIMITS.contact).fill(200), 429, 429, 429, 429]);
    expect(await ContactMessageModel.countDocuments({ message: /from one home network/ })).toBe(FORM_LIMITS.contact);
    // The neighbouring /64 is someone else.
    expect(await sendContact(`${net(2)}::1`, 99)).toBe(200);
  });

  it('refuses sign-in after the per-address failures from many addresses of one /64, and the admin signs in from another', async () => {
    await startWithinOneWindow(LOGIN_WINDOW_MS, 30_000);
    const clients = addressesOf(net(3), LOGIN_LIMITS.pair + 10);
    const statuses = [];
    for (const [i, client] of clients.entries()) statuses.push(await signIn(client, `wrong-${i}`));
    expect(statuses).toEqual([...Array(LOGIN_LIMITS.pair).fill(401), ...Array(10).fill(429)]);
    // Even the right password is refused from that /64...
    expect(await signIn(`${net(3)}::beef`, ADMIN.password)).toBe(429);
    // ...while the admin, in another /64, signs in.
    expect(await signIn(`${net(4)}::1`, ADMIN.password)).toBe(200);
  });

  it('refuses password-reset requests once one /64 has made its five, and serves another /64', async () => {
    await startWithinOneWindow(LOGIN_WINDOW_MS, 30_000);
    const ask = async (client: string) =>
      (
        await requestReset(
          jsonRequest('/api/staff/password-reset', { email: 'nobody@example.ma', locale: 'en' }, through(client)),
        )
      ).status;
    const statuses = [];
    for (const client of addressesOf(net(5), 7)) statuses.push(await ask(client));
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429, 429]);
    expect(await ask(`${net(6)}::1`)).toBe(202);
    // The audit log names each address in full, as the proxy passed it on, not the network.
    const expected = [...addressesOf(net(5), 5), `${net(6)}::1`].map((address) => address.toLowerCase());
    const audited = await AuditEntryModel.find({ action: 'auth.password-reset-requested', ip: { $in: expected } })
      .sort({ _id: 1 })
      .lean();
    expect(audited.map((entry) => entry.ip)).toEqual(expected);
  });

  it('still counts IPv4 clients, and IPv4-mapped IPv6 ones, per address', async () => {
    await startWithinOneWindow(LOGIN_WINDOW_MS, 30_000);
    const statuses = [];
    for (let i = 0; i <= LOGIN_LIMITS.pair; i += 1) statuses.push(await signIn(`::ffff:192.0.2.${50 + i}`, 'wrong'));
    expect(statuses.every((status) => status === 401)).toBe(true);
    for (let i = 0; i < LOGIN_LIMITS.pair; i += 1) await signIn('::ffff:192.0.2.70', 'wrong');
    expect(await signIn('192.0.2.70', ADMIN.password)).toBe(429);
  });
});

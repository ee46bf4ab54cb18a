import { syncAdminAccount } from '@/lib/auth/admin-account';
import { LOGIN_LIMITS, LOGIN_WINDOW_MS } from '@/lib/auth/login-limits';
import { connectDb } from '@/lib/db/connect';
import { hitRateLimit } from '@/lib/rate-limit/hits';
import { POST as login } from '@/app/login/route';
import { ADMIN, jsonRequest } from './support/api';
import { startWithinOneWindow } from '../helpers/rate-window';

// Each address is a distinct TCP peer, as the server entry reports it in x-sahla-peer.
const from = (peer: string, extra: Record<string, string> = {}) => ({ 'x-sahla-peer': peer, ...extra });
const attempt = async (peer: string, password: string, username = ADMIN.username, extra = {}) =>
  (await login(jsonRequest('/login', { username, password }, from(peer, extra)))).status;

jest.setTimeout(120_000);
beforeAll(async () => {
  await connectDb();
  await syncAdminAccount(ADMIN);
});
afterAll(async () => (await connectDb()).disconnect());

describe('login limits', () => {
  // The limits count fixed windows of the clock (lib/rate-limit/hits.ts): a test whose attempts ran
  // across a window's end would be counted afresh after it (one CI run sent its 21st attempt at
  // 16:15:00 and met 401, not 429). A test starts with at least 30 s of its window left.
  beforeEach(() => startWithinOneWindow(LOGIN_WINDOW_MS, 30_000));

  it('stops one address guessing at the admin, while the admin signs in from another address', async () => {
    const attacker = '203.0.113.10';
    const statuses = [];
    for (let i = 0; i < LOGIN_LIMITS.pair + 2; i += 1) statuses.push(await attempt(attacker, `wrong-${i}`));
    expect(statuses.slice(0, LOGIN_LIMITS.pair)).toEqual(Array(LOGIN_LIMITS.pair).fill(401));
    expect(statuses.slice(LOGIN_LIMITS.pair)).toEqual([429, 429]);
    // Even the right password is refused from the attacking address...
    const blocked = await login(jsonRequest('/login', ADMIN, from(attacker)));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // ...but the admin, elsewhere, is not locked out by it.
    expect(await attempt('198.51.100.20', ADMIN.password)).toBe(200);
  });

  it('a spoofed X-Forwarded-For does not make a new address (no proxy is trusted by default)', async () => {
    const peer = '203.0.113.11';
    const statuses = [];
    for (let i = 0; i < LOGIN_LIMITS.pair + 1; i += 1) {
      statuses.push(await attempt(peer, `wrong-${i}`, ADMIN.username, { 'x-forwarded-for': `10.9.0.${i}` }));
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('limits one address across usernames', async () => {
    const peer = '203.0.113.12';
    const statuses = [];
    for (let i = 0; i <= LOGIN_LIMITS.address; i += 1) statuses.push(await attempt(peer, 'x', `guess${i}`));
    expect(statuses.slice(0, LOGIN_LIMITS.address).every((s) => s === 401)).toBe(true);
    expect(statuses[LOGIN_LIMITS.address]).toBe(429);
  });

  it('past the per-username ceiling, failing addresses are refused and a clean one still signs in', async () => {
    const name = ADMIN.username.toLowerCase();
    const failing = '203.0.113.13';
    expect(await attempt(failing, 'wrong')).toBe(401);
    // Distributed guessing from many addresses has used up the name's ceiling.
    for (let i = 0; i < LOGIN_LIMITS.username; i += 1)
      await hitRateLimit(`login:user:${name}`, LOGIN_LIMITS.username, LOGIN_WINDOW_MS);
    expect(await attempt(failing, ADMIN.password)).toBe(429);
    // A new address gets one try: a wrong password counts, and then that address is refused too.
    expect(await attempt('203.0.113.14', 'wrong')).toBe(401);
    expect(await attempt('203.0.113.14', ADMIN.password)).toBe(429);
    expect(await attempt('198.51.100.21', ADMIN.password)).toBe(200);
  });
});

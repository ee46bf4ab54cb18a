import jwt from 'jsonwebtoken';
import { renewActivity } from '@/lib/auth/idle';
import { jwtSecret } from '@/lib/auth/jwt-secret';
import { verifyAdminToken } from '@/lib/auth/token';
import { connectDb } from '@/lib/db/connect';
import { SessionActivityModel } from '@/models/session-activity';
import { GET as protectedRoute } from '@/app/protected/route';
import { adminToken, auth } from './support/api';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The same session's token, as if it had been signed `ms` earlier (its 12 hours counted from then). */
function signedEarlier(token: string, ms: number): string {
  const claims = jwt.decode(token) as jwt.JwtPayload;
  const shift = Math.round(ms / 1000);
  return jwt.sign({ ...claims, iat: claims.iat! - shift, exp: claims.exp! - shift }, jwtSecret(), {
    algorithm: 'HS256',
  });
}

const session = (token: string) => verifyAdminToken(token)!;
const check = (token: string) => protectedRoute(new Request('http://localhost/protected', { headers: auth(token) }));
const lastSeen = async (token: string) =>
  (await SessionActivityModel.findById(session(token).sessionId).lean())?.lastSeen.getTime();

beforeAll(async () => {
  await connectDb();
});
afterAll(async () => (await connectDb()).disconnect());

describe('an admin session idle for longer than its lifetime is refused', () => {
  const idleMs = 10 * MINUTE;

  it('is renewed while the person works, and refused once left idle', async () => {
    const token = await adminToken();
    const start = session(token).issuedAt.getTime();
    const at = (ms: number) => renewActivity(session(token), new Date(start + ms), idleMs);
    // Active every 8 minutes: each call renews, so the session outlives several idle lifetimes.
    for (const minute of [8, 16, 24, 32]) expect(await at(minute * MINUTE)).toBe(true);
    expect(await lastSeen(token)).toBe(start + 32 * MINUTE);
    // Then 11 minutes without a call: refused, and it stays refused.
    expect(await at(43 * MINUTE)).toBe(false);
    expect(await at(43 * MINUTE + 1000)).toBe(false);
    expect(await lastSeen(token)).toBe(start + 32 * MINUTE);
  });

  it('writes the activity at most once a minute', async () => {
    const token = await adminToken();
    const start = session(token).issuedAt.getTime();
    const at = (ms: number) => renewActivity(session(token), new Date(start + ms), idleMs);
    expect(await at(20_000)).toBe(true);
    expect(await at(40_000)).toBe(true);
    expect(await lastSeen(token)).toBeUndefined();
    expect(await at(70_000)).toBe(true);
    expect(await at(100_000)).toBe(true);
    expect(await lastSeen(token)).toBe(start + 70_000);
  });

  it('renews a lifetime of seconds (SESSION_IDLE_SECONDS, a test setting) every half of it', async () => {
    const token = await adminToken();
    const start = session(token).issuedAt.getTime();
    const at = (ms: number) => renewActivity(session(token), new Date(start + ms), 15_000);
    // A call every 10 s keeps a 15-s session for a minute; 16 s without one ends it.
    for (const second of [10, 20, 30, 40, 50, 60]) expect(await at(second * 1000)).toBe(true);
    expect(await at(76_000)).toBe(false);
  });

  it('counts from sign-in when no call was made yet', async () => {
    const token = await adminToken();
    const start = session(token).issuedAt.getTime();
    expect(await renewActivity(session(token), new Date(start + idleMs - 1000), idleMs)).toBe(true);
    const other = await adminToken();
    const otherStart = session(other).issuedAt.getTime();
    expect(await renewActivity(session(other), new Date(otherStart + idleMs + 1000), idleMs)).toBe(false);
  });
});

describe('GET /protected with the default hour', () => {
  it('refuses a token idle for more than an hour with reason "idle", and accepts one in use', async () => {
    const fresh = await adminToken();
    expect((await check(signedEarlier(fresh, 50 * MINUTE))).status).toBe(200);

    const idle = signedEarlier(await adminToken(), 61 * MINUTE);
    const refused = await check(idle);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ reason: 'idle', message: 'Signed out after a time without activity' });
  });

  it('keeps a session signed in 3 hours ago that was used 10 minutes ago', async () => {
    const token = signedEarlier(await adminToken(), 3 * HOUR);
    const claims = session(token);
    await SessionActivityModel.create({
      _id: claims.sessionId,
      lastSeen: new Date(Date.now() - 10 * MINUTE),
      expiresAt: claims.expiresAt,
    });
    expect((await check(token)).status).toBe(200);
    // That call renewed it: the stored activity is now.
    expect(Date.now() - (await lastSeen(token))!).toBeLessThan(MINUTE);
  });

  it('never keeps a session past 12 hours, however active', async () => {
    const token = signedEarlier(await adminToken(), 12 * HOUR + 1000);
    const claims = jwt.decode(token) as jwt.JwtPayload;
    await SessionActivityModel.create({ _id: claims.jti, lastSeen: new Date(), expiresAt: new Date() });
    const refused = await check(token);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ message: 'Invalid or expired token' });
  });
});

import jwt from 'jsonwebtoken';
import { syncAdminAccount } from '@/lib/auth/admin-account';
import { connectDb } from '@/lib/db/connect';
import { StaffMemberModel } from '@/models/staff-member';
import { POST as login } from '@/app/login/route';
import { GET as protectedRoute } from '@/app/protected/route';
import { DELETE, PUT } from '@/app/api/blogs/[id]/route';
import { POST as create } from '@/app/api/blogs/route';
import { ADMIN, adminToken, auth, formRequest, jsonRequest, params, validPost } from './support/api';

const protectedRequest = (headers: Record<string, string> = {}) =>
  new Request('http://localhost/protected', { headers });

// Each login attempt comes from its own address unless a test says otherwise, so the per-IP
// limit does not leak between tests.
let ipCounter = 0;
const fromNewIp = () => ({ 'x-sahla-peer': `10.1.0.${++ipCounter}` });

afterAll(async () => (await connectDb()).disconnect());

describe('POST /login and GET /protected', () => {
  beforeAll(async () => {
    await connectDb();
    await StaffMemberModel.deleteMany({});
    await syncAdminAccount(ADMIN);
  });

  it('returns a token that /protected accepts', async () => {
    const res = await login(jsonRequest('/login', ADMIN, fromNewIp()));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toBe('Login successful!');
    const check = await protectedRoute(protectedRequest(auth(body.token)));
    expect(check.status).toBe(200);
    expect(await check.json()).toMatchObject({
      user: { username: ADMIN.username, displayName: 'Sahla Team', role: 'owner' },
    });
  });

  it('answers unknown users and wrong passwords alike, in similar time', async () => {
    const attempt = async (body: object) => {
      const started = performance.now();
      const res = await login(jsonRequest('/login', body, fromNewIp()));
      return { ms: performance.now() - started, status: res.status, body: await res.json() };
    };
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1]!;
    const wrong = [];
    const unknown = [];
    for (let i = 0; i < 3; i += 1) {
      wrong.push(await attempt({ username: ADMIN.username, password: `nope-${i}` }));
      unknown.push(await attempt({ username: `nobody-${i}`, password: 'nope' }));
    }
    for (const result of [...wrong, ...unknown]) {
      expect(result.status).toBe(401);
      expect(result.body).toEqual({ message: 'Invalid username or password' });
    }
    // Both run one bcrypt comparison at the same cost: neither is several times the other.
    const ratio = median(unknown.map((r) => r.ms)) / median(wrong.map((r) => r.ms));
    expect(ratio).toBeGreaterThan(0.4);
    expect(ratio).toBeLessThan(2.5);
    // A success clears this user's failures for the tests below.
    expect((await login(jsonRequest('/login', ADMIN, fromNewIp()))).status).toBe(200);
  });

  it.each([
    ['operator as password', { username: ADMIN.username, password: { $ne: null } }],
    ['operator as username', { username: { $gt: '' }, password: 'x' }],
    ['regex operator', { username: { $regex: '.*' }, password: { $exists: true } }],
    ['array values', { username: [ADMIN.username], password: [ADMIN.password] }],
    ['missing fields', {}],
  ])('refuses NoSQL payloads with 400 (%s)', async (_label, payload) => {
    const res = await login(jsonRequest('/login', payload, fromNewIp()));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.message).toBe('Username and password are required');
    expect(body).not.toHaveProperty('token');
  });

  it('refuses malformed JSON and non-JSON bodies without a stack trace', async () => {
    const bad = await login(jsonRequest('/login', '{"username":', fromNewIp()));
    expect(bad.status).toBe(400);
    expect(Object.keys(await bad.json())).toEqual(['message']);
    const form = await login(
      new Request('http://localhost/login', { method: 'POST', body: 'username=a&password=b', headers: fromNewIp() }),
    );
    expect(form.status).toBe(415);
  });
});

describe('every write requires a valid admin token', () => {
  let token: string;
  beforeAll(async () => {
    token = await adminToken();
  });

  const secret = process.env.JWT_SECRET!;
  const admin = () => StaffMemberModel.findOne({ username: ADMIN.username }).lean();
  const id = '0123456789abcdef01234567';
  const writes: [string, (t?: string) => Promise<Response>][] = [
    ['POST /api/blogs', (t) => create(formRequest('POST', '/api/blogs', validPost(), { token: t }))],
    [
      'PUT /api/blogs/:id',
      (t) => PUT(formRequest('PUT', `/api/blogs/${id}`, validPost(), { token: t }), params({ id })),
    ],
    [
      'DELETE /api/blogs/:id',
      (t) =>
        DELETE(
          new Request(`http://localhost/api/blogs/${id}`, { method: 'DELETE', headers: t ? auth(t) : {} }),
          params({ id }),
        ),
    ],
    ['GET /protected', (t) => protectedRoute(protectedRequest(t ? auth(t) : {}))],
  ];

  const forged = async () => {
    const a = await admin();
    return jwt.sign({ username: a!.username, tv: a!.tokenVersion }, 'some-other-secret-of-enough-length!!', {
      subject: String(a!._id),
      issuer: 'sahla-admin',
      expiresIn: 600,
    });
  };
  const expired = async () => {
    const a = await admin();
    return jwt.sign({ username: a!.username, tv: a!.tokenVersion }, secret, {
      subject: String(a!._id),
      issuer: 'sahla-admin',
      expiresIn: -10,
    });
  };
  const unsigned = async () => {
    const a = await admin();
    return jwt.sign({ username: a!.username, tv: a!.tokenVersion, sub: String(a!._id), iss: 'sahla-admin' }, '', {
      algorithm: 'none',
    });
  };

  describe.each(writes)('%s', (_name, call) => {
    it('answers 401 without a token', async () => {
      const res = await call();
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: 'Login required' });
    });
    it('answers 401 for a garbage, forged, unsigned or expired token', async () => {
      for (const bad of ['not-a-token', await forged(), await unsigned(), await expired()]) {
        const res = await call(bad);
        expect(res.status).toBe(401);
      }
    });
  });

  it('rejects tokens issued before the token version changed (password change, reset, disabling)', async () => {
    const old = token;
    expect((await protectedRoute(protectedRequest(auth(old)))).status).toBe(200);
    const a = await admin();
    await StaffMemberModel.updateOne({ _id: a!._id }, { $inc: { tokenVersion: 1 } });
    expect((await protectedRoute(protectedRequest(auth(old)))).status).toBe(401);
    const res = await create(formRequest('POST', '/api/blogs', validPost(), { token: old }));
    expect(res.status).toBe(401);
  });
});

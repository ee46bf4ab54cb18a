import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { connectDb } from '@/lib/db/connect';
import { formRequest, jsonRequest, staffMember, validPost } from './support/api';
import { adminRequest, adminToken, ctx } from './support/admin-routes';

// Every admin API route, every role: the status a person of that role gets. The table is checked
// against the route files themselves, so a new route (or method) without a row fails this test.
const ROUTE_ROOTS = ['app/api/admin', 'app/api/blogs', 'app/api/staff', 'app/login', 'app/protected'];
const METHOD = /export const (GET|POST|PUT|PATCH|DELETE)\b/g;

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return name === 'route.ts' ? [full] : [];
  });
}

/** `GET /api/admin/lists/[list]` for each method each route file exports. */
function routesOnDisk(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of ROUTE_ROOTS.flatMap(routeFiles)) {
    const url = `/${path.dirname(file).replace(/^app\//, '')}`;
    for (const [, method] of readFileSync(file, 'utf8').matchAll(METHOD)) found.set(`${method} ${url}`, file);
  }
  return found;
}

type Role = 'owner' | 'editor' | 'viewer' | 'nobody';
type Call = (token: string | null) => Promise<Response>;
/** owner, editor, viewer, nobody (no token). */
type Row = [route: string, variant: string, expected: [number, number, number, number], call: Call];

const missing = '0123456789abcdef01234567';
const handler = async (route: string) => {
  const [method, url] = route.split(' ') as [string, string];
  const routeModule = await import(`@/app${url}/route`);
  return routeModule[method] as (request: Request, context?: unknown) => Promise<Response>;
};
const json = (route: string, body?: unknown, params: Record<string, string> = {}): Call => {
  const [method, url] = route.split(' ') as [string, string];
  const concrete = Object.entries(params).reduce((u, [k, v]) => u.replace(`[${k}]`, v), url);
  return async (token) => (await handler(route))(adminRequest(method, concrete, token, body), ctx(params));
};
let invites = 0;

const TABLE: Row[] = [
  ['GET /protected', '', [200, 200, 200, 401], json('GET /protected')],
  [
    'POST /login',
    'wrong password',
    [401, 401, 401, 401],
    async () =>
      (await handler('POST /login'))(
        jsonRequest('/login', { username: 'nobody', password: 'wrong password' }, { 'x-sahla-peer': '198.51.100.1' }),
      ),
  ],
  ['GET /api/admin/account', '', [200, 200, 200, 401], json('GET /api/admin/account')],
  [
    'PATCH /api/admin/account',
    '',
    [200, 200, 200, 401],
    json('PATCH /api/admin/account', { displayName: 'Same Name' }),
  ],
  [
    'POST /api/admin/account/password',
    'wrong current',
    [400, 400, 400, 401],
    json('POST /api/admin/account/password', { currentPassword: 'not it', newPassword: 'a brand new passphrase' }),
  ],
  ['DELETE /api/admin/session', '', [204, 204, 204, 401], json('DELETE /api/admin/session')],
  ['POST /api/admin/account/2fa', 'set-up', [200, 200, 200, 401], json('POST /api/admin/account/2fa')],
  [
    'PUT /api/admin/account/2fa',
    'wrong code',
    [400, 400, 400, 401],
    json('PUT /api/admin/account/2fa', { code: '000000' }),
  ],
  [
    'DELETE /api/admin/account/2fa',
    'wrong password',
    [400, 400, 400, 401],
    json('DELETE /api/admin/account/2fa', { password: 'not it' }),
  ],
  ['GET /api/admin/settings', '', [200, 403, 403, 401], json('GET /api/admin/settings')],
  [
    'PATCH /api/admin/settings',
    'optional',
    [200, 403, 403, 401],
    json('PATCH /api/admin/settings', { requireTwoFactor: false }),
  ],
  [
    'POST /login/2fa',
    'forged ticket',
    [401, 401, 401, 401],
    json('POST /login/2fa', { ticket: 'not-a-ticket', code: '123456' }),
  ],
  ['GET /api/admin/counts', '', [200, 200, 200, 401], json('GET /api/admin/counts')],
  [
    'GET /api/admin/lists/[list]',
    'inquiries',
    [200, 200, 200, 401],
    json('GET /api/admin/lists/[list]', undefined, { list: 'inquiries' }),
  ],
  [
    'GET /api/admin/lists/[list]',
    'messages',
    [200, 200, 200, 401],
    json('GET /api/admin/lists/[list]', undefined, { list: 'messages' }),
  ],
  [
    'GET /api/admin/lists/[list]',
    'subscribers',
    [200, 200, 403, 401],
    json('GET /api/admin/lists/[list]', undefined, { list: 'subscribers' }),
  ],
  [
    'GET /api/admin/lists/[list]',
    'mail',
    [200, 200, 403, 401],
    json('GET /api/admin/lists/[list]', undefined, { list: 'mail' }),
  ],
  [
    'GET /api/admin/lists/[list]',
    'audit',
    [200, 403, 403, 401],
    json('GET /api/admin/lists/[list]', undefined, { list: 'audit' }),
  ],
  [
    'GET /api/admin/lists/[list]/export',
    'inquiries',
    [200, 403, 403, 401],
    json('GET /api/admin/lists/[list]/export', undefined, { list: 'inquiries' }),
  ],
  [
    'GET /api/admin/lists/[list]/export',
    'audit',
    [200, 403, 403, 401],
    json('GET /api/admin/lists/[list]/export', undefined, { list: 'audit' }),
  ],
  [
    'GET /api/admin/records/[list]/[id]',
    'unknown id',
    [404, 404, 404, 401],
    json('GET /api/admin/records/[list]/[id]', undefined, { list: 'inquiries', id: missing }),
  ],
  [
    'PATCH /api/admin/records/[list]/[id]',
    'unknown id',
    [404, 404, 404, 401],
    json('PATCH /api/admin/records/[list]/[id]', { status: 'handled' }, { list: 'messages', id: missing }),
  ],
  [
    'DELETE /api/admin/records/[list]/[id]',
    'unknown id',
    [404, 403, 403, 401],
    json('DELETE /api/admin/records/[list]/[id]', undefined, { list: 'inquiries', id: missing }),
  ],
  [
    'POST /api/admin/records/[list]/[id]/resend',
    'unknown id',
    [404, 404, 404, 401],
    json('POST /api/admin/records/[list]/[id]/resend', undefined, { list: 'inquiries', id: missing }),
  ],
  ['POST /api/admin/mail/retry', '', [200, 200, 403, 401], json('POST /api/admin/mail/retry', {})],
  ['POST /api/admin/erase', '', [200, 403, 403, 401], json('POST /api/admin/erase', { email: 'someone@example.com' })],
  ['GET /api/admin/staff', '', [200, 403, 403, 401], json('GET /api/admin/staff')],
  [
    'POST /api/admin/staff',
    'new address',
    [201, 403, 403, 401],
    (token) => json('POST /api/admin/staff', { email: `new${++invites}@example.com`, role: 'viewer' })(token),
  ],
  [
    'PATCH /api/admin/staff/[id]',
    'unknown id',
    [404, 403, 403, 401],
    json('PATCH /api/admin/staff/[id]', { role: 'editor' }, { id: missing }),
  ],
  [
    'DELETE /api/admin/staff/[id]',
    'unknown id',
    [404, 403, 403, 401],
    json('DELETE /api/admin/staff/[id]', undefined, { id: missing }),
  ],
  [
    'POST /api/admin/staff/[id]/invitation',
    'unknown id',
    [404, 403, 403, 401],
    json('POST /api/admin/staff/[id]/invitation', {}, { id: missing }),
  ],
  [
    'GET /api/blogs',
    'drafts',
    [200, 200, 403, 401],
    async (token) => (await handler('GET /api/blogs'))(adminRequest('GET', '/api/blogs?status=draft', token)),
  ],
  ['GET /api/blogs', 'published', [200, 200, 200, 200], json('GET /api/blogs')],
  [
    'POST /api/blogs',
    '',
    [201, 201, 403, 401],
    async (token) =>
      (await handler('POST /api/blogs'))(
        formRequest('POST', '/api/blogs', validPost({ title: `Post ${Math.random()}` }), { token: token ?? undefined }),
      ),
  ],
  ['GET /api/blogs/[id]', 'unknown id', [404, 404, 404, 404], json('GET /api/blogs/[id]', undefined, { id: missing })],
  [
    'PUT /api/blogs/[id]',
    'unknown id',
    [404, 404, 403, 401],
    async (token) =>
      (await handler('PUT /api/blogs/[id]'))(
        formRequest('PUT', `/api/blogs/${missing}`, validPost(), { token: token ?? undefined }),
        ctx({ id: missing }),
      ),
  ],
  [
    'DELETE /api/blogs/[id]',
    'unknown id',
    [404, 404, 403, 401],
    json('DELETE /api/blogs/[id]', undefined, { id: missing }),
  ],
  [
    'POST /api/blogs/[id]/preview',
    'unknown id',
    [404, 404, 403, 401],
    json('POST /api/blogs/[id]/preview', undefined, { id: missing }),
  ],
  ['POST /api/blogs/publish-due', 'not the timer', [404, 404, 404, 404], json('POST /api/blogs/publish-due')],
  ['GET /api/staff/invitation', 'unknown link', [404, 404, 404, 404], json('GET /api/staff/invitation')],
  [
    'POST /api/staff/invitation',
    'unknown link',
    [404, 404, 404, 404],
    json('POST /api/staff/invitation', {
      token: 'x'.repeat(43),
      displayName: 'Someone',
      password: 'a long enough passphrase',
    }),
  ],
  [
    'POST /api/staff/password-reset',
    'any address',
    [202, 202, 202, 202],
    json('POST /api/staff/password-reset', { email: 'nobody@example.com' }),
  ],
  [
    'GET /api/staff/password-reset/complete',
    'unknown link',
    [404, 404, 404, 404],
    json('GET /api/staff/password-reset/complete'),
  ],
  [
    'POST /api/staff/password-reset/complete',
    'unknown link',
    [404, 404, 404, 404],
    json('POST /api/staff/password-reset/complete', { token: 'y'.repeat(43), password: 'a long enough passphrase' }),
  ],
];

const ROLES: Role[] = ['owner', 'editor', 'viewer', 'nobody'];
const tokens: Record<Role, () => Promise<string | null>> = {
  // A fresh token per call: the sign-out row revokes the one it is given.
  owner: () => adminToken(),
  editor: async () => (await staffMember('editor')).token,
  viewer: async () => (await staffMember('viewer')).token,
  nobody: async () => null,
};

beforeAll(async () => connectDb());
afterAll(async () => (await connectDb()).disconnect());

describe('role × admin route → status', () => {
  it('has a row for every method of every admin route file, and no row for a route that does not exist', () => {
    const onDisk = routesOnDisk();
    const inTable = new Set(TABLE.map(([route]) => route));
    expect([...onDisk.keys()].filter((route) => !inTable.has(route))).toEqual([]);
    expect([...inTable].filter((route) => !onDisk.has(route))).toEqual([]);
  });

  describe.each(TABLE)('%s (%s)', (route, _variant, expected, call) => {
    it.each(ROLES.map((role, i) => [role, expected[i]!] as const))('%s → %i', async (role, status) => {
      const response = await call(await tokens[role]());
      expect(response.status).toBe(status);
    });
  });
});

import { adminRequest, ctx } from './admin-routes';
import { formRequest, handler, json, jsonRequest, missing, validPost, type Row } from './role-calls';

/** The rows of the blog's routes, the public staff routes, `/login` and `/protected` (tests/integration/role-access.test.ts). */
export const OTHER_ROWS: Row[] = [
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
  [
    'POST /login/2fa',
    'forged ticket',
    [401, 401, 401, 401],
    json('POST /login/2fa', { ticket: 'not-a-ticket', code: '123456' }),
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
    'GET /api/blogs/[id]/revisions',
    'unknown id',
    [404, 404, 403, 401],
    json('GET /api/blogs/[id]/revisions', undefined, { id: missing }),
  ],
  [
    'GET /api/blogs/[id]/revisions/[revision]',
    'unknown id',
    [404, 404, 403, 401],
    json('GET /api/blogs/[id]/revisions/[revision]', undefined, { id: missing, revision: '1' }),
  ],
  [
    'POST /api/blogs/[id]/revisions/[revision]',
    'unknown id',
    [404, 404, 403, 401],
    json('POST /api/blogs/[id]/revisions/[revision]', { baseRevision: 0 }, { id: missing, revision: '1' }),
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

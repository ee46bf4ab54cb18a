import { json, missing, type Row } from './role-calls';

let invites = 0;

/** The rows of `app/api/admin/**` (tests/integration/role-access.test.ts). */
export const ADMIN_ROWS: Row[] = [
  ['GET /api/admin/account', '', [200, 200, 200, 401], json('GET /api/admin/account')],
  ['DELETE /api/admin/session', '', [204, 204, 204, 401], json('DELETE /api/admin/session')],
  ['POST /api/admin/account/2fa', 'set-up', [200, 200, 200, 401], json('POST /api/admin/account/2fa')],
  ['GET /api/admin/settings', '', [200, 403, 403, 401], json('GET /api/admin/settings')],
  ['GET /api/admin/counts', '', [200, 200, 200, 401], json('GET /api/admin/counts')],
  ['POST /api/admin/mail/retry', '', [200, 200, 403, 401], json('POST /api/admin/mail/retry', {})],
  ['GET /api/admin/stats', '', [200, 200, 403, 401], json('GET /api/admin/stats')],
  ['POST /api/admin/erase', '', [200, 403, 403, 401], json('POST /api/admin/erase', { email: 'someone@example.com' })],
  ['GET /api/admin/staff', '', [200, 403, 403, 401], json('GET /api/admin/staff')],
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
  [
    'PATCH /api/admin/settings',
    'optional',
    [200, 403, 403, 401],
    json('PATCH /api/admin/settings', { requireTwoFactor: false }),
  ],
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
];

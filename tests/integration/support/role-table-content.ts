import { json, missing, type Row } from './role-calls';

/** The rows of the site content routes: events, pages, figures (tests/integration/role-access.test.ts). */
export const CONTENT_ROWS: Row[] = [
  ['GET /api/admin/events', '', [200, 200, 403, 401], json('GET /api/admin/events')],
  ['POST /api/admin/events', 'empty', [400, 400, 403, 401], json('POST /api/admin/events', {})],
  [
    'PUT /api/admin/events/[id]',
    'empty',
    [400, 400, 403, 401],
    json('PUT /api/admin/events/[id]', {}, { id: missing }),
  ],
  [
    'DELETE /api/admin/events/[id]',
    'missing',
    [404, 404, 403, 401],
    json('DELETE /api/admin/events/[id]', undefined, { id: missing }),
  ],
  [
    'GET /api/admin/events/[id]/revisions',
    'unknown event',
    [404, 404, 403, 401],
    json('GET /api/admin/events/[id]/revisions', undefined, { id: missing }),
  ],
  [
    'GET /api/admin/events/[id]/revisions/[revision]',
    'missing',
    [404, 404, 403, 401],
    json('GET /api/admin/events/[id]/revisions/[revision]', undefined, { id: missing, revision: '1' }),
  ],
  [
    'POST /api/admin/events/[id]/revisions/[revision]',
    'missing',
    [404, 404, 403, 401],
    json('POST /api/admin/events/[id]/revisions/[revision]', { baseRevision: 0 }, { id: missing, revision: '1' }),
  ],
  ['POST /api/admin/events/image', 'not a form', [415, 415, 403, 401], json('POST /api/admin/events/image', {})],
  ['GET /api/admin/pages', '', [200, 200, 403, 401], json('GET /api/admin/pages')],
  [
    'PUT /api/admin/pages/[slug]',
    'unknown slug',
    [400, 400, 403, 401],
    json('PUT /api/admin/pages/[slug]', {}, { slug: 'blog' }),
  ],
  [
    'GET /api/admin/pages/[slug]/revisions',
    '',
    [200, 200, 403, 401],
    json('GET /api/admin/pages/[slug]/revisions', undefined, { slug: 'privacy' }),
  ],
  [
    'GET /api/admin/pages/[slug]/revisions/[revision]',
    'missing',
    [404, 404, 403, 401],
    json('GET /api/admin/pages/[slug]/revisions/[revision]', undefined, { slug: 'privacy', revision: '999' }),
  ],
  [
    'POST /api/admin/pages/[slug]/revisions/[revision]',
    'missing',
    [404, 404, 403, 401],
    json(
      'POST /api/admin/pages/[slug]/revisions/[revision]',
      { baseRevision: 0 },
      { slug: 'privacy', revision: '999' },
    ),
  ],
  ['GET /api/admin/figures', '', [200, 200, 403, 401], json('GET /api/admin/figures')],
  ['PUT /api/admin/figures', 'empty', [400, 400, 403, 401], json('PUT /api/admin/figures', {})],
];

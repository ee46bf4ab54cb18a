import { adminHandler } from '@/lib/auth/admin-handler';
import { listPages } from '@/lib/pages/reads';

/** The twelve pages, written or not, in the site's order. */
export const GET = adminHandler('GET /api/admin/pages', 'pages.read', async () =>
  Response.json({ pages: await listPages() }, { headers: { 'Cache-Control': 'no-store' } }),
);

import { recordAudit } from '@/lib/audit/record';
import { adminHandler } from '@/lib/auth/admin-handler';
import { FIGURE_DEFAULTS } from '@/lib/figures/defaults';
import { loadFigures } from '@/lib/figures/reads';
import { figuresSchema } from '@/lib/figures/schema';
import { writeFigures } from '@/lib/figures/write-figures';
import { readContentBody } from '@/lib/forms/content-body';

/** The figures as shown now (stored or shipped), and the shipped values beside them. */
export const GET = adminHandler('GET /api/admin/figures', 'figures.read', async () =>
  Response.json({ ...(await loadFigures()), defaults: FIGURE_DEFAULTS }, { headers: { 'Cache-Control': 'no-store' } }),
);

/** `{ values: { "<figure id>": { en, ar } } }`, every figure: a new revision, or 400 naming each bad one. */
export const PUT = adminHandler('PUT /api/admin/figures', 'figures.write', async (request, admin) => {
  const body = await readContentBody(request, figuresSchema, 32 * 1024);
  if (!body.ok) return body.response;
  const saved = await writeFigures(admin, body.data);
  await recordAudit(request, 'figures.updated', '', admin);
  return Response.json(saved.figures);
});

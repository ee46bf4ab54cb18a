import 'server-only';
import { recordAudit } from '@/lib/audit/record';
import type { AdminIdentity } from '@/lib/auth/require-admin';
import type { PageSlug } from '@/lib/constants/site-content';
import { unlessConflict } from '@/lib/revisions/responses';
import type { PageFields } from './schema';
import { writePage } from './write-page';

/** 200 with the page, or 409 when someone saved since. */
export function savedPageResponse(
  request: Request,
  admin: AdminIdentity,
  slug: PageSlug,
  fields: PageFields,
  restoredFrom?: number,
): Promise<Response> {
  return unlessConflict(async () => {
    const saved = await writePage(admin, slug, fields, restoredFrom);
    await recordAudit(request, 'page.updated', slug, admin);
    return Response.json({ page: saved.page }, { headers: { 'Cache-Control': 'no-store' } });
  });
}

import { adminHandler } from '@/lib/auth/admin-handler';
import { readContentBody } from '@/lib/forms/content-body';
import { jsonError } from '@/lib/http/json-error';
import { savedPageResponse } from '@/lib/pages/save-response';
import { PAGE_BODY_BYTES, isPageSlug, pageFieldsSchema } from '@/lib/pages/schema';

/**
 * `{ text: { en: { title, body }, ar: { title, body } }, baseRevision }`: the page in both
 * languages, a new revision (409 when someone else saved since `baseRevision`). A slug outside
 * the known pages, or a bad field, answers 400 and saves nothing.
 */
export const PUT = adminHandler('PUT /api/admin/pages/[slug]', 'pages.write', async (request, admin, context) => {
  const { slug } = await context.params;
  if (!isPageSlug(slug)) return jsonError(400, 'Unknown page', { errors: { slug: 'invalid' } });
  const body = await readContentBody(request, pageFieldsSchema, PAGE_BODY_BYTES);
  if (!body.ok) return body.response;
  return savedPageResponse(request, admin, slug, body.data);
});

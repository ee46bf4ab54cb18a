import 'server-only';
import { expireTags } from '@/lib/cache/shared-read';
import type { PageSlug } from '@/lib/constants/site-content';
import { withDbDeadline } from '@/lib/db/deadline';
import { SitePageModel } from '@/models/site-page';
import { loadPage, pageTag, type StoredPage } from './reads';
import type { PageFields } from './schema';

/**
 * THE one way a page is saved: both languages at once, a new revision number, and the page's cache
 * tag expired so every instance shows it on its next request. `previous` is what it replaced.
 */
export async function writePage(
  staff: { username: string },
  slug: PageSlug,
  fields: PageFields,
): Promise<{ page: StoredPage; previous: StoredPage }> {
  const previous = await loadPage(slug);
  await withDbDeadline(() =>
    SitePageModel.updateOne(
      { _id: slug },
      { $set: { text: fields.text, updatedBy: staff.username }, $inc: { revision: 1 } },
      { upsert: true },
    ).exec(),
  );
  expireTags(pageTag(slug));
  return { page: await loadPage(slug), previous };
}

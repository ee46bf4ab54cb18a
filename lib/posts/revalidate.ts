import 'server-only';
import { revalidatePath, revalidateTag } from 'next/cache';
import { hasNextCache } from '@/lib/cache/next-cache';
import { rearmPublicationTimer } from './publication-timer';
import { forgetRunningReads } from './shared-reads';

/** Every cached read of posts carries this tag. */
export const POSTS_TAG = 'posts';

/**
 * After a write, or when a scheduled post comes due: the next request for the blog list, a
 * feed, the sitemap or any post page renders fresh (expire 0, no stale copy served), while
 * pages nobody changed stay cached until then.
 */
export function revalidatePosts(): void {
  forgetRunningReads();
  // Outside a Next server (tests, scripts) there is no cache to invalidate.
  if (!hasNextCache()) return;
  revalidateTag(POSTS_TAG, { expire: 0 });
  revalidatePath('/[locale]/(site)/blog', 'layout');
}

/** After a save or delete: refresh the caches and move the publication timer if needed. */
export async function postsChanged(): Promise<void> {
  revalidatePosts();
  await rearmPublicationTimer();
}

import 'server-only';
import { revalidatePath, revalidateTag } from 'next/cache';

/** Every cached read of posts carries this tag. */
export const POSTS_TAG = 'posts';

/**
 * After a write: the next request for the blog list or any post page renders fresh
 * (expire 0, no stale copy served), while pages nobody changed stay cached until then.
 */
export function revalidatePosts(): void {
  try {
    revalidateTag(POSTS_TAG, { expire: 0 });
    revalidatePath('/[locale]/(site)/blog', 'layout');
  } catch (error) {
    // Outside a Next request (tests, scripts) there is no cache to invalidate.
    if (!/static generation store missing/.test((error as Error).message)) throw error;
  }
}

import 'server-only';
import { revalidatePath } from 'next/cache';
import { hasNextCache } from '@/lib/cache/next-cache';
import { rearmPublicationTimer } from './publication-timer';

/**
 * After a write, or when a scheduled post comes due: the next request for a cached blog listing
 * page or post page renders afresh from the index, while pages nobody changed stay cached.
 * (Feeds, the sitemap, searches and categories are never cached: they read the index per request.)
 */
export function revalidatePosts(): void {
  // Outside a Next server (tests, scripts) there is no cache to invalidate.
  if (!hasNextCache()) return;
  revalidatePath('/[locale]/(site)/blog', 'layout');
}

/** After a save or delete: refresh the caches and move the publication timer if needed. */
export async function postsChanged(): Promise<void> {
  revalidatePosts();
  await rearmPublicationTimer();
}

import 'server-only';
import { revalidatePath } from 'next/cache';
import { hasNextCache } from '@/lib/cache/next-cache';
import { rearmPublicationTimer } from './publication-timer';

/** Cached listing and post pages render afresh on their next request; the rest read the index per request. */
export function revalidatePosts(): void {
  if (!hasNextCache()) return;
  revalidatePath('/[locale]/(site)/blog', 'layout');
}

export async function postsChanged(): Promise<void> {
  revalidatePosts();
  await rearmPublicationTimer();
}

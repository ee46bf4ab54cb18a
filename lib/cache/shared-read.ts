import 'server-only';
import { revalidateTag, unstable_cache } from 'next/cache';
import { logError } from '@/lib/log/logger';
import { keepOnlyBriefly } from './keep-only-briefly';
import { hasNextCache } from './next-cache';

// Admin-edited content cached under a tag until a save expires it or five minutes pass.
const LIFETIME_SECONDS = 300;
// A page prerendered with the shipped content is replaced from the database within seconds of start.
const BUILD_SECONDS = 5;

/** The build prerenders without a database: shipped content, briefly. */
export const isBuilding = () => process.env.NEXT_PHASE === 'phase-production-build';

/** During the build or a database failure, the fallback, kept only seconds. */
export function sharedRead<T>(key: string, tag: string, read: () => Promise<T>, fallback: () => T): () => Promise<T> {
  const cached = unstable_cache(read, ['content', key], { tags: [tag], revalidate: LIFETIME_SECONDS });
  // Tagged too, so a save right after start replaces a prerendered page.
  const shipped = unstable_cache(async () => fallback(), ['content-build', key], {
    tags: [tag],
    revalidate: BUILD_SECONDS,
  });
  return async () => {
    if (isBuilding()) return shipped();
    try {
      return await (hasNextCache() ? cached() : read());
    } catch (error) {
      logError('content.read_failed', error);
      await keepOnlyBriefly();
      return fallback();
    }
  };
}

export function expireTags(...tags: string[]): void {
  if (!hasNextCache()) return;
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
}

/** Next takes the shortest lifetime read. */
export async function keepAtMost(seconds: number): Promise<void> {
  if (!hasNextCache() || isBuilding()) return;
  await unstable_cache(async () => true, ['lifetime', String(seconds)], { revalidate: seconds })();
}

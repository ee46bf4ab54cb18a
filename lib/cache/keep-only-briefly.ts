import 'server-only';
import { unstable_cache } from 'next/cache';
import { hasNextCache } from './next-cache';

const RETRY_SECONDS = 5;

// Next keeps a statically cached page for the shortest lifetime among the cached reads made
// while rendering it, so reading this no-op shortens the page's lifetime to a few seconds.
const shortLived = unstable_cache(async () => true, ['retry-soon'], { revalidate: RETRY_SECONDS });

/**
 * Called when a page rendered a fallback (the database was down): a cached copy of that page is
 * then replaced within seconds of the database's return, not after the usual five minutes.
 * Rendered per request there is nothing to shorten (Next ignores it then).
 */
export async function keepOnlyBriefly(): Promise<void> {
  if (hasNextCache()) await shortLived();
}

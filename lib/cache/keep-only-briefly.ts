import 'server-only';
import { unstable_cache } from 'next/cache';
import { hasNextCache } from './next-cache';

const RETRY_SECONDS = 5;

// Next keeps a cached page for the shortest lifetime among the reads made while rendering it.
const shortLived = unstable_cache(async () => true, ['retry-soon'], { revalidate: RETRY_SECONDS });

/** After a fallback render (database down): the cached copy is replaced within seconds of the database's return. */
export async function keepOnlyBriefly(): Promise<void> {
  if (hasNextCache()) await shortLived();
}

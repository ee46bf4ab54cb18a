import 'server-only';
import { sharedInFlight } from '@/lib/cache/in-flight';
import type { PostList, PostListQuery } from './types';

// Uncached listings (searches, far pages) scan every post on the embedded database: about a
// second with 10,000 posts. When many visitors send the same search at once, one scan answers
// them all instead of queueing fifty behind each other.
const listings = sharedInFlight<PostList>();

export function readListingOnce(query: PostListQuery, load: () => Promise<PostList>): Promise<PostList> {
  const key = [query.q ?? '', query.category ?? '', query.limit, query.skip].join('\u0000');
  return listings.run(key, load);
}

/** After a write: later reads must see it, so none of them joins a scan that began before. */
export function forgetRunningReads(): void {
  listings.forget();
}

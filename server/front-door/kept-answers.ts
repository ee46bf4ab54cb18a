// The answers this process gives again without Next (page-microcache.ts, search-answers.ts), and the one
// way to drop them all: cache-handler.mjs calls dropKeptAnswers() on every cache expiry. Plain Node.
import { LRUCache } from 'lru-cache';

let version = 0;
const caches = new Set<LRUCache<string, object>>();

/** Changes with every drop: an answer rendered across a drop is not kept (compare at start and end). */
export const keptVersion = (): number => version;

/** A cache of answers bounded by bytes (`size` of each) and kept for `ttl` ms (by `clock`); emptied by dropKeptAnswers(). */
export function keptAnswers<V extends object>(options: {
  maxSize: number;
  ttl: number;
  size: (answer: V) => number;
  clock?: { now: () => number };
}): LRUCache<string, V> {
  const cache = new LRUCache<string, V>({
    maxSize: options.maxSize,
    ttl: options.ttl,
    sizeCalculation: (answer) => Math.max(1, Math.ceil(options.size(answer))),
    // A clock of its own is read on every look-up (lru-cache otherwise reuses a reading for 1 ms).
    ...(options.clock && { perf: options.clock, ttlResolution: 0 }),
  });
  caches.add(cache as unknown as LRUCache<string, object>);
  return cache;
}

/** Forgets every kept answer, and any being gathered now: the next request of each goes to Next. */
export function dropKeptAnswers(): void {
  version += 1;
  for (const cache of caches) cache.clear();
}

// What the bench's workers print, one shape per kind of run: a leaf that the measuring files and
// results.ts all import, so none of them needs another's module for a type.

/** One autocannon run, as load-worker.ts prints it. */
export interface LoadFigures {
  requestsPerSecond: number;
  totalRequests: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statuses: Record<string, number>;
  /** Rows of varied searches only: the 2xx answers alone (the gate answers 503 beyond its slots). */
  served?: { perSecond: number; keptPerSecond?: number; p50: number | null; p99: number | null };
}

/** The post index at one size, as index-scale.ts prints it. */
export interface IndexRun {
  posts: number;
  buildMs: number;
  heapBytes: number;
  trigramBytes: number;
  search: { meanUs: number; p99Us: number };
  kinds?: { kind: string; meanUs: number; meanHits: number }[];
  listing: { meanUs: number };
  meanHits: number;
}

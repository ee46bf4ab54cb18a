// What the bench's two load generators (load-worker.ts, flood-worker.ts) share: plain functions
// with no imports, so each generator process loads nothing else.

/** The n-th visitor's address, sent as X-Forwarded-For to a site that trusts 127.0.0.1 as its proxy. */
export const visitorAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** The value at quantile `q` (0 to 1) of ascending `sorted`, or null when it is empty. */
export function quantile(sorted: number[], q: number): number | null {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : null;
}

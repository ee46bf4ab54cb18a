// The gate's rule, applied by the front door (server/front-door/render-admission.ts); plain Node, relative .ts imports.
import { hitMemoryLimit } from '../rate-limit/memory-window.ts';
import type { GatedKind } from './classify.ts';
import { createGate, type Gate } from './gate.ts';

// Waiters per slot: a longer queue would only be answered late (docs/performance.md#numbers-behind-the-constants).
const QUEUE_PER_SLOT = 2;
// A queued request answered 503 after this rather than held while the flood goes on.
export const MAX_WAIT_MS = 1_000;
// A queue whose longest waiter is older than this is standing and serves newest first (./gate.ts).
const STANDING_MS = 100;
// While giving way: room for a flood's connections to wait REFUSAL_WAIT_MS instead of coming straight back.
const YIELD_QUEUE = 128;
// Far above any render: a render that crashed without releasing its slot gives it back after this.
const LEASE_MS = 30_000;
// Searches per address per minute, counted in memory: a visitor never meets it, a script does at
// once, and a stored count would cost a flood two database round trips per search.
const SEARCH_LIMIT = 60;
const SEARCH_WINDOW_MS = 60_000;
// Retry-After for a full queue: a queue that has just filled stays full while a flood lasts.
const BUSY_RETRY_SECONDS = 2;
// With the share spent while others are served, a search not started within this is refused (docs/performance.md#numbers-behind-the-constants).
export const REFUSAL_WAIT_MS = 50;
const YIELD = { recentMs: 1_000, windowMs: 1_000, maxWaitMs: REFUSAL_WAIT_MS } as const;

// One gate per process: only the front door (plain Node, one copy of this module) enters it.
let theGate: Gate | undefined;

/** This instance's gate: `concurrency` slots, giving way to others down to `sharePercent` (100: never). */
export function instanceGate(concurrency: number, sharePercent: number): Gate {
  theGate ??= createGate({
    concurrency,
    queue: concurrency * QUEUE_PER_SLOT,
    maxWaitMs: MAX_WAIT_MS,
    leaseMs: LEASE_MS,
    standingMs: STANDING_MS,
    yieldTo: sharePercent < 100 ? { ...YIELD, share: sharePercent / 100, queue: YIELD_QUEUE } : undefined,
  });
  return theGate;
}

/** A slot's ticket, or the refusal to answer instead (lib/render-gate/refusal.ts builds it). */
export type Admission = { ticket: string } | { status: 429 | 503; retryAfterSeconds: number };

type Refusal = Exclude<Admission, { ticket: string }>;

/** A search from `address` counted against its limit: the 429 to answer once it has searched too often, else null. */
export function addressRefusal(kind: Exclude<GatedKind, null>, address: string): Refusal | null {
  if (kind !== 'search') return null;
  const rate = hitMemoryLimit(`search:ip:${address}`, SEARCH_LIMIT, SEARCH_WINDOW_MS);
  return rate.ok ? null : { status: 429, retryAfterSeconds: rate.retryAfterSeconds };
}

/** A slot's ticket, at once or after a short wait; or the 503 to answer when none comes. */
export async function enterGate(gate: Gate): Promise<Admission> {
  const ticket = await gate.enter();
  return ticket ? { ticket } : { status: 503, retryAfterSeconds: BUSY_RETRY_SECONDS };
}

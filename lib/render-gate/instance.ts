// The gate's rule for both doors (server/front-door/render-admission.ts and proxy.ts); plain Node, so
// relative .ts imports and nothing of Next.
import { hitMemoryLimit } from '../rate-limit/memory-window.ts';
import type { GatedKind } from './classify.ts';
import { createGate, type Gate } from './gate.ts';

/** Set on an admitted request (replacing any copy a client sent): its slot's id. */
export const TICKET_HEADER = 'x-sahla-render-ticket';

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
// Once the renders' share (SEARCH_SHARE) is spent while others are served, a search that cannot start
// within this is refused; the short wait slows a flood's retries (docs/performance.md#numbers-behind-the-constants).
export const REFUSAL_WAIT_MS = 50;
const YIELD = { recentMs: 1_000, windowMs: 1_000, maxWaitMs: REFUSAL_WAIT_MS } as const;

// The hook, proxy.ts and the pages load separate copies of this module in one realm: one gate for all.
const KEY = Symbol.for('sahla.render-gate');
type Holder = { [KEY]?: Gate };

/** This instance's gate: `concurrency` slots, giving way to others down to `sharePercent` (100: never). */
export function instanceGate(concurrency: number, sharePercent: number): Gate {
  const holder = globalThis as Holder;
  holder[KEY] ??= createGate({
    concurrency,
    queue: concurrency * QUEUE_PER_SLOT,
    maxWaitMs: MAX_WAIT_MS,
    leaseMs: LEASE_MS,
    standingMs: STANDING_MS,
    yieldTo: sharePercent < 100 ? { ...YIELD, share: sharePercent / 100, queue: YIELD_QUEUE } : undefined,
  });
  return holder[KEY];
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

/** A slot for a gated request, or 429 (address searched too often) / 503 (no slot in time). */
export async function admission(gate: Gate, kind: Exclude<GatedKind, null>, address: string): Promise<Admission> {
  return addressRefusal(kind, address) ?? enterGate(gate);
}

/** A slot's ticket, at once or after a short wait; or the 503 to answer when none comes. */
export async function enterGate(gate: Gate): Promise<Admission> {
  const ticket = await gate.enter();
  return ticket ? { ticket } : { status: 503, retryAfterSeconds: BUSY_RETRY_SECONDS };
}

// The gate's rule in one place, for both doors a gated request may come through: the server's
// request hook (server/lib/render-admission.ts, plain Node before Next, where a refusal costs no
// request handling) and proxy.ts (inside Next, for a server started without the hook). So it
// imports by relative paths naming their .ts files, and nothing of Next.
import { hitMemoryLimit } from '../rate-limit/memory-window.ts';
import type { GatedKind } from './classify.ts';
import { createGate, type Gate } from './gate.ts';

/** Set on an admitted request (replacing any copy a client sent): its slot's id. */
export const TICKET_HEADER = 'x-sahla-render-ticket';

// Each slot may have this many waiting for it. Measured at 8 slots on 2 cores under a flood, a
// slot serves about 9 searches a second, so a queue of 16 drains in about 250 ms; anything beyond
// it would only wait to be answered late.
const QUEUE_PER_SLOT = 2;
// A queued request answered 503 after this rather than held while the flood goes on.
export const MAX_WAIT_MS = 1_000;
// A queue whose longest waiter has waited this long is a standing one, and serves its newest first
// (lib/render-gate/gate.ts): a burst of a few searches drains within it (a render takes 10-20 ms
// alone), a flood's queue never does.
const STANDING_MS = 100;
// While the gate gives way, room for every connection of a flood (the bench's 50, twice over) to
// wait its REFUSAL_WAIT_MS rather than be refused at once and come straight back.
const YIELD_QUEUE = 128;
// Far above any search render (at most about 1 s under load); a render that crashed before it
// could release its slot gives the slot back after this.
const LEASE_MS = 30_000;
// Per address and instance: a person searching types a few queries a minute, and the site's
// search box sends one per settled query, so 60 a minute never stops a visitor while a script
// sending 100 a second is stopped within its first second. Counted in memory, not the database
// the forms' limits use: a search is served from this instance's own index, and a stored count
// would cost the database two round trips per search, which is what a flood must not buy.
const SEARCH_LIMIT = 60;
const SEARCH_WINDOW_MS = 60_000;
// Told to come back once a slot is likely free: renders last milliseconds, but a queue that has
// just filled up stays full while the flood lasts.
const BUSY_RETRY_SECONDS = 2;
// While other visitors are being served (a request that is not the gate's in the last second),
// renders give way to them. A search render takes the server's one thread for about 9 ms of CPU
// (2 cores, tooling/bench/RESULTS.md); left to run 8 at once under a flood they served 104 a second
// and filled the thread, and `/` fell to 0.13x of its throughput alone. Held to a fifth of the last
// second (SEARCH_SHARE=20, every render's running time counted, two at once twice), about 11 a
// second are served under the same flood and `/` keeps 0.8x or more (docs/performance.md). Once
// half that share is used, searches run one at a time (lib/render-gate/gate.ts), and once it is
// spent a search that cannot start within REFUSAL_WAIT_MS is refused then. 50 ms: inside the
// benchmark's 100 ms for an answer "at once" (p99 81-90 ms on a machine at half its usual speed,
// 28 November), while the wait keeps a flood's connections from coming back as fast as they are
// answered: 850 refusals a second under the bench's flood against 1,430 with 25 ms, each one a
// request the thread parses and answers. Below the share, searches are admitted as without
// others: a few visitors searching at once are never refused.
export const REFUSAL_WAIT_MS = 50;
const YIELD = { recentMs: 1_000, windowMs: 1_000, maxWaitMs: REFUSAL_WAIT_MS } as const;

// The hook, proxy.ts and the pages each load their own copy of this module, but run in one
// process and one realm (Next 16's proxy runs in Node, not a sandbox), so the one gate lives on
// globalThis under a registered symbol where all of them find it.
const KEY = Symbol.for('sahla.render-gate');
type Holder = { [KEY]?: Gate };

/**
 * This instance's gate, created on first use with `concurrency` slots (SEARCH_CONCURRENCY) and
 * giving way to other visitors down to `sharePercent` of the time (SEARCH_SHARE; 100: never).
 */
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

/**
 * Lets a gated request from `address` take a slot (at once, or after a short wait in the queue),
 * or says why not: 429 when the address has searched too often, 503 when every slot is taken and
 * the queue is full (or its wait ran out).
 */
export async function admission(gate: Gate, kind: Exclude<GatedKind, null>, address: string): Promise<Admission> {
  return addressRefusal(kind, address) ?? enterGate(gate);
}

/** A slot's ticket, at once or after a short wait; or the 503 to answer when none comes. */
export async function enterGate(gate: Gate): Promise<Admission> {
  const ticket = await gate.enter();
  return ticket ? { ticket } : { status: 503, retryAfterSeconds: BUSY_RETRY_SECONDS };
}

import { env } from '@/lib/config/env';
import { createGate, type Gate } from './gate';

/** Set by proxy.ts on an admitted request (replacing any copy a client sent): its slot's id. */
export const TICKET_HEADER = 'x-sahla-render-ticket';

// Each slot may have this many waiting for it. Measured at 8 slots on 2 cores under a flood, a
// slot serves about 9 searches a second, so a queue of 16 drains in about 250 ms; anything beyond
// it would only wait to be answered late.
const QUEUE_PER_SLOT = 2;
// A queued request answered 503 after this rather than held while the flood goes on.
const MAX_WAIT_MS = 1_000;
// Far above any search render (at most about 1 s under load); a render that crashed before it
// could release its slot gives the slot back after this.
const LEASE_MS = 30_000;

// proxy.ts and the pages are separate bundles with module copies of their own, but run in one
// process and one realm (Next 16's proxy runs in Node, not a sandbox), so the one gate lives on
// globalThis under a registered symbol where both find it.
const KEY = Symbol.for('sahla.render-gate');
type Holder = { [KEY]?: Gate };

/** This instance's gate for searches and other per-request renders, sized by SEARCH_CONCURRENCY. */
export function renderGate(): Gate {
  const holder = globalThis as Holder;
  if (!holder[KEY]) {
    const concurrency = env().SEARCH_CONCURRENCY;
    holder[KEY] = createGate({
      concurrency,
      queue: concurrency * QUEUE_PER_SLOT,
      maxWaitMs: MAX_WAIT_MS,
      leaseMs: LEASE_MS,
    });
  }
  return holder[KEY];
}

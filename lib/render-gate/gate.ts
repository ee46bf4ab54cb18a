import { randomUUID } from 'node:crypto';
import { createShareMeter } from './share-meter.ts';

export type GateOptions = {
  /** Renders running at once. */
  concurrency: number;
  /** Requests that may wait for a slot; any beyond them are refused at once. */
  queue: number;
  /** How long a queued request waits before it is refused after all. */
  maxWaitMs: number;
  /** A slot never released (a render that died before it could) frees itself after this. */
  leaseMs: number;
  /**
   * Once the longest waiter has waited this long, the queue is standing (a flood, not a burst):
   * a freed slot goes to the newest waiter instead (unset: always the longest).
   */
  standingMs?: number;
  /** While other visitors are being served: what the renders give way to them (`noteOther`). */
  yieldTo?: YieldOptions;
  now?: () => number;
};

export type YieldOptions = {
  /** How long after the last other request the gate still gives way. */
  recentMs: number;
  /** The share of the recent past (lib/render-gate/share-meter.ts) renders may run meanwhile. */
  share: number;
  /** The window that share is measured over. */
  windowMs: number;
  /** How long a request may wait once the share is spent: past it, refused (a refusal's delay). */
  maxWaitMs: number;
  /** How many may wait then: enough to hold a flood's connections instead of re-answering them. */
  queue: number;
};

export type GateStats = { running: number; queued: number };

type Waiter = { wake: (ticket: string | null) => void; since: number };

/**
 * A counting semaphore with a bounded queue and no piling up: `enter()` resolves to a ticket id
 * when a slot is free (at once, or after waiting in the queue), or to null when the queue is full
 * or the wait ran out, so the caller can answer 503 straight away. Slots are released by id
 * (`leave`), because the code that ends a render is not the code that started it. With `yieldTo`,
 * while other requests are being served, renders also keep to a share of the time: once it is
 * spent, newcomers wait briefly and are refused, so a flood of searches cannot take the server
 * from the pages everybody else asks for, while a few visitors searching at once never notice.
 */
export function createGate(options: GateOptions) {
  const now = options.now ?? Date.now;
  const giveWay = options.yieldTo;
  const meter = createShareMeter(giveWay?.windowMs ?? 1_000, now);
  const running = new Map<string, ReturnType<typeof setTimeout>>();
  const waiting: Waiter[] = [];
  let otherAt = -Infinity;
  let wakeTimer: ReturnType<typeof setTimeout> | null = null;

  const yielding = () => giveWay !== undefined && now() - otherAt < giveWay.recentMs;

  // A lone search (nothing running, nobody waiting) always starts: the share bounds searches
  // that contend with each other, so one visitor's search beside the pages of a quiet site is
  // never refused (a first search in a language loads that page's code for about a second,
  // which alone would spend the share of the next). Once half the share is used, searches run one
  // at a time: a flood's share falling back under the limit let the queue's 8 in together, and
  // those 8 renders held the thread for 140-200 ms between them, so `/` and every refusal waited
  // that long (p99 of refusals 134-172 ms, 28 November; docs/performance.md).
  const spent = (): boolean => giveWay !== undefined && yielding() && meter.share() >= giveWay.share;

  function free(): boolean {
    if (!giveWay || !yielding()) return running.size < options.concurrency;
    if (running.size === 0 && waiting.length === 0) return true;
    const share = meter.share();
    if (share >= giveWay.share) return false;
    return running.size < (share >= giveWay.share / 2 ? 1 : options.concurrency);
  }

  function admit(): string {
    const ticket = randomUUID();
    const lease = setTimeout(() => leave(ticket), options.leaseMs);
    lease.unref?.();
    running.set(ticket, lease);
    meter.set(running.size);
    return ticket;
  }

  function leave(ticket: string): boolean {
    const lease = running.get(ticket);
    if (!lease) return false;
    clearTimeout(lease);
    running.delete(ticket);
    meter.set(running.size);
    pump();
    return true;
  }

  // Freed slots go to the longest waiters, so a newcomer cannot overtake them in a burst. In a
  // standing queue they go to the newest (adaptive LIFO): under a flood, first come first served
  // made every served search wait for the whole queue ahead of it, and then render (p50 390 ms,
  // p99 990 ms at 8 slots, 50 connections, 29 November); served newest first, a search waits for
  // one slot, and the oldest, whose visitors have waited longest, are refused when their wait runs
  // out. When the gate gives way and nothing runs, nothing would call this again: a timer wakes it
  // once the share has fallen back, or once the other visitors have gone quiet.
  function pump(): void {
    while (waiting.length > 0 && free()) nextWaiter().wake(admit());
    // Queued while the share was low (the long wait), then the share filled: refused now, as a
    // newcomer would be, instead of at the end of their second (the bench's flood met 1.3 s).
    if (giveWay && spent()) {
      const cutoff = now() - giveWay.maxWaitMs;
      for (let i = waiting.length - 1; i >= 0; i--) if (waiting[i].since <= cutoff) waiting.splice(i, 1)[0].wake(null);
    }
    if (!giveWay || waiting.length === 0 || running.size > 0 || wakeTimer) return;
    const quiet = otherAt + giveWay.recentMs - now();
    const delay = Math.max(1, Math.min(meter.idleUntil(giveWay.share), quiet));
    wakeTimer = setTimeout(() => {
      wakeTimer = null;
      pump();
    }, delay);
    wakeTimer.unref?.();
  }

  function nextWaiter(): Waiter {
    const standing = options.standingMs !== undefined && now() - waiting[0].since > options.standingMs;
    return standing ? waiting.pop()! : waiting.shift()!;
  }

  function enter(): Promise<string | null> {
    if (waiting.length === 0 && free()) return Promise.resolve(admit());
    // The share spent: the short wait and the flood's queue, so newcomers are refused quickly.
    // Below it they wait their turn as long as without others (a visitor typing on while the last
    // search renders; a 50-ms wait from half the share on refused such a search in a CI run, and
    // the router reloaded the page), and are refused as soon as the share is spent (pump).
    const { queue, maxWaitMs } = spent() ? giveWay! : options;
    if (waiting.length >= queue) return Promise.resolve(null);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        const index = waiting.indexOf(waiter);
        if (index >= 0) waiting.splice(index, 1);
        resolve(null);
      }, maxWaitMs);
      const waiter = {
        wake(ticket: string | null) {
          clearTimeout(timer);
          resolve(ticket);
        },
        since: now(),
      };
      waiting.push(waiter);
      pump();
    });
  }

  /** Another visitor's request (not one of the gate's) is being served: the gate gives way a while. */
  const noteOther = (): void => {
    otherAt = now();
  };
  const stats = (): GateStats => ({ running: running.size, queued: waiting.length });
  /** Whether `ticket` is a slot taken and not yet given back. */
  const holds = (ticket: string): boolean => running.has(ticket);
  return { enter, leave, holds, stats, noteOther };
}

export type Gate = ReturnType<typeof createGate>;

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
  /** Past this wait of the longest waiter the queue is standing: a freed slot goes to the newest. */
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
  /** The window that share is taken over. */
  windowMs: number;
  /** How long a request may wait once the share is spent: past it, refused (a refusal's delay). */
  maxWaitMs: number;
  /** How many may wait then: enough to hold a flood's connections instead of re-answering them. */
  queue: number;
};

export type GateStats = { running: number; queued: number };

type Waiter = { wake: (ticket: string | null) => void; since: number };

/**
 * A counting semaphore with a bounded queue: `enter()` gives a ticket, or null when full or too late
 * (answer 503). Released by ticket id, since the code ending a render is not the one that started it.
 * With `yieldTo`, renders keep to a share of the time while others are served, so a flood cannot starve pages.
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

  // A lone search always starts (the share bounds contending searches). From half the share on they run
  // one at a time, so a queue let in together cannot hold the thread (docs/performance.md#numbers-behind-the-constants).
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

  // Freed slots go to the longest waiter, or the newest in a standing queue (adaptive LIFO: a served
  // search waits for one slot, not the whole queue). With nothing running, a timer wakes it later.
  function pump(): void {
    while (waiting.length > 0 && free()) nextWaiter().wake(admit());
    // Queued while the share was low, then it filled: refused now, as a newcomer would be.
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
    // Share spent: the short wait, so newcomers are refused quickly; otherwise the usual wait.
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
  const holds = (ticket: string): boolean => running.has(ticket);
  return { enter, leave, holds, stats, noteOther };
}

export type Gate = ReturnType<typeof createGate>;

import { randomUUID } from 'node:crypto';

export type GateOptions = {
  /** Renders running at once. */
  concurrency: number;
  /** Requests that may wait for a slot; any beyond them are refused at once. */
  queue: number;
  /** How long a queued request waits before it is refused after all. */
  maxWaitMs: number;
  /** A slot never released (a render that died before it could) frees itself after this. */
  leaseMs: number;
};

export type GateStats = { running: number; queued: number };

/**
 * A counting semaphore with a bounded queue and no piling up: `enter()` resolves to a ticket id
 * when a slot is free (at once, or after waiting in the queue), or to null when the queue is full
 * or the wait ran out, so the caller can answer 503 straight away. Slots are released by id
 * (`leave`), because the code that ends a render is not the code that started it.
 */
export function createGate(options: GateOptions) {
  const running = new Map<string, ReturnType<typeof setTimeout>>();
  const waiting: Array<(ticket: string | null) => void> = [];

  function admit(): string {
    const ticket = randomUUID();
    const lease = setTimeout(() => leave(ticket), options.leaseMs);
    lease.unref?.();
    running.set(ticket, lease);
    return ticket;
  }

  function leave(ticket: string): boolean {
    const lease = running.get(ticket);
    if (!lease) return false;
    clearTimeout(lease);
    running.delete(ticket);
    // The freed slot goes straight to the longest waiter, so a newcomer cannot overtake it.
    const next = waiting.shift();
    if (next) next(admit());
    return true;
  }

  function enter(): Promise<string | null> {
    if (running.size < options.concurrency) return Promise.resolve(admit());
    if (waiting.length >= options.queue) return Promise.resolve(null);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        const index = waiting.indexOf(wake);
        if (index >= 0) waiting.splice(index, 1);
        resolve(null);
      }, options.maxWaitMs);
      function wake(ticket: string | null) {
        clearTimeout(timer);
        resolve(ticket);
      }
      waiting.push(wake);
    });
  }

  const stats = (): GateStats => ({ running: running.size, queued: waiting.length });
  /** Whether `ticket` is a slot taken and not yet given back. */
  const holds = (ticket: string): boolean => running.has(ticket);
  return { enter, leave, holds, stats };
}

export type Gate = ReturnType<typeof createGate>;

import 'server-only';
import { errorReason, logWarn } from '@/lib/log/logger';

type BufferOptions<T> = {
  write: (batch: T[]) => Promise<void>;
  intervalMs: number;
  maxHits: number;
  /** Kept while the database is away; beyond it the oldest are dropped. */
  maxHeld: number;
};

/** One insert per `maxHits` or `intervalMs`; a failed batch goes back in front. */
export class HitBuffer<T> {
  private waiting: T[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;

  constructor(private readonly options: BufferOptions<T>) {}

  get size(): number {
    return this.waiting.length;
  }

  add(hit: T): void {
    this.waiting.push(hit);
    if (this.waiting.length > this.options.maxHeld) this.waiting.splice(0, this.waiting.length - this.options.maxHeld);
    if (this.waiting.length >= this.options.maxHits) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.options.intervalMs).unref();
  }

  /** `maxHits` per insert, so a backlog never outlasts the database deadline. */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.flushing) await this.flushing;
    this.flushing = this.writeAll();
    await this.flushing;
    this.flushing = null;
  }

  private async writeAll(): Promise<void> {
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0, this.options.maxHits);
      try {
        await this.options.write(batch);
      } catch (error) {
        this.waiting = [...batch, ...this.waiting].slice(-this.options.maxHeld);
        logWarn('analytics.flush_failed', 'page views kept in memory for the next flush', {
          reason: errorReason(error),
          held: this.waiting.length,
        });
        this.timer ??= setTimeout(() => void this.flush(), this.options.intervalMs).unref();
        return;
      }
    }
  }
}

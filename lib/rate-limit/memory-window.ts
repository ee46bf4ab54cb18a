import { memoryWindows } from '@sahla/process-state';

export type RateLimitResult = { ok: boolean; remaining: number; retryAfterSeconds: number };

// An address flood during an outage cannot grow it past this.
const MEMORY_KEYS = 10_000;
// One map per process (packages/process-state): the front door's copy of this module counts against the same windows.
type Windows = Map<string, { expiresAt: number; count: number }>;
const holder = memoryWindows as { windows?: Windows };
const memory: Windows = (holder.windows ??= new Map());

export function hitMemoryLimit(key: string, limit: number, windowMs: number): RateLimitResult {
  const now = Date.now();
  const expiresAt = (Math.floor(now / windowMs) + 1) * windowMs;
  let entry = memory.get(`${key}@${windowMs}`);
  if (!entry || entry.expiresAt <= now) {
    if (memory.size >= MEMORY_KEYS) {
      for (const [k, e] of memory) if (e.expiresAt <= now) memory.delete(k);
      // Still full of live windows: forget the oldest tenth (Map keeps insertion order).
      if (memory.size >= MEMORY_KEYS) [...memory.keys()].slice(0, MEMORY_KEYS / 10).forEach((k) => memory.delete(k));
    }
    entry = { expiresAt, count: 0 };
    memory.set(`${key}@${windowMs}`, entry);
  }
  if (entry.count >= limit) {
    return { ok: false, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil((entry.expiresAt - now) / 1000)) };
  }
  entry.count += 1;
  return { ok: true, remaining: limit - entry.count, retryAfterSeconds: 0 };
}

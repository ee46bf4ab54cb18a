import 'server-only';
import { connectDb } from '@/lib/db/connect';
import { withDbDeadline } from '@/lib/db/deadline';
import { isDbUnavailable, isDuplicateKey } from '@/lib/db/errors';
import { RateLimitHitModel } from '@/models/rate-limit-hit';
import { hitMemoryLimit, type RateLimitResult } from './memory-window';

export type { RateLimitResult };
/** Counted in memory, as the database missed its deadline or is down. */
export type CountedHit = RateLimitResult & { inMemory?: true };

let lastSweep = 0;

/**
 * One hit for `key` (namespaced, e.g. `login:user:admin`) in a fixed window: each allowed hit claims a numbered
 * slot with a unique insert, so exactly `limit` pass however many arrive at once.
 */
export async function hitRateLimit(
  key: string,
  limit: number,
  windowMs: number,
  timeoutMs?: number,
): Promise<CountedHit> {
  try {
    return await withDbDeadline(() => hitStoredLimit(key, limit, windowMs), timeoutMs);
  } catch (error) {
    // Forms still take submissions while the database is away, so the limits count in memory meanwhile.
    if (!isDbUnavailable(error)) throw error;
    return { ...hitMemoryLimit(key, limit, windowMs), inMemory: true };
  }
}

async function hitStoredLimit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
  await connectDb();
  const now = Date.now();
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const expiresAt = new Date(windowStart + windowMs);
  sweepExpired(now);

  const taken = await RateLimitHitModel.countDocuments({ key, expiresAt });
  for (let slot = taken + 1; slot <= limit; slot += 1) {
    try {
      await RateLimitHitModel.create({ _id: `${key}@${windowStart}#${slot}`, key, expiresAt });
      return { ok: true, remaining: limit - slot, retryAfterSeconds: 0 };
    } catch (error) {
      // Another request took this slot between our count and insert: try the next one.
      if (!isDuplicateKey(error)) throw error;
    }
  }
  return { ok: false, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil((expiresAt.getTime() - now) / 1000)) };
}

export async function resetRateLimit(key: string): Promise<void> {
  await withDbDeadline(async () => {
    await connectDb();
    await RateLimitHitModel.deleteMany({ key });
  });
}

function sweepExpired(now: number) {
  if (now - lastSweep < 60_000) return;
  lastSweep = now;
  void RateLimitHitModel.deleteMany({ expiresAt: { $lt: new Date(now) } }).catch(() => undefined);
}

import 'server-only';
import { connectDb } from './db';
import { RateLimitBucketModel } from '@/models/rate-limit-bucket';

export type RateLimitResult = { ok: boolean; remaining: number; retryAfterSeconds: number };

let lastSweep = 0;

/**
 * Counts one hit for `key` in a fixed window and says whether it is within `limit`.
 * Keys are namespaced by the caller, e.g. `contact:ip:1.2.3.4` or `login:user:admin`.
 */
export async function hitRateLimit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
  await connectDb();
  const now = Date.now();
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const expiresAt = new Date(windowStart + windowMs);
  const bucket = await RateLimitBucketModel.findOneAndUpdate(
    { _id: `${key}@${windowStart}` },
    { $inc: { count: 1 }, $setOnInsert: { expiresAt } },
    { upsert: true, new: true, lean: true },
  );
  if (now - lastSweep > 60_000) {
    lastSweep = now;
    void RateLimitBucketModel.deleteMany({ expiresAt: { $lt: new Date(now) } }).catch(() => undefined);
  }
  const count = bucket?.count ?? 1;
  return {
    ok: count <= limit,
    remaining: Math.max(0, limit - count),
    retryAfterSeconds: Math.max(1, Math.ceil((expiresAt.getTime() - now) / 1000)),
  };
}

/** Forgets a key's current window (e.g. a successful login clears the failures of that user). */
export async function resetRateLimit(key: string, windowMs: number): Promise<void> {
  await connectDb();
  const windowStart = Math.floor(Date.now() / windowMs) * windowMs;
  await RateLimitBucketModel.deleteOne({ _id: `${key}@${windowStart}` });
}

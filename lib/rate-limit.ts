import 'server-only';
import { connectDb } from './db';
import { RateLimitHitModel } from '@/models/rate-limit-hit';

export type RateLimitResult = { ok: boolean; remaining: number; retryAfterSeconds: number };

let lastSweep = 0;

/**
 * Counts one hit for `key` in a sliding window and says whether it is within `limit`.
 * Keys are namespaced by the caller, e.g. `contact:ip:1.2.3.4` or `login:user:admin`.
 * Insert first, then count: under concurrency this can refuse a borderline request, never
 * let one too many through.
 */
export async function hitRateLimit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
  await connectDb();
  const now = Date.now();
  const hit = await RateLimitHitModel.create({ key, expiresAt: new Date(now + windowMs) });
  const active = { key, expiresAt: { $gt: new Date(now) } };
  const count = await RateLimitHitModel.countDocuments(active);
  sweepExpired(now);
  if (count <= limit) return { ok: true, remaining: limit - count, retryAfterSeconds: 0 };

  // A caller far over the limit stops adding rows, so a flood cannot grow the collection.
  if (count > limit * 2) await RateLimitHitModel.deleteOne({ _id: hit._id });
  const oldest = await RateLimitHitModel.findOne(active).sort({ expiresAt: 1 }).lean();
  const freeAt = oldest?.expiresAt.getTime() ?? now + windowMs;
  return { ok: false, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now) / 1000)) };
}

/** Forgets a key's hits (e.g. a successful login clears the failures of that user). */
export async function resetRateLimit(key: string): Promise<void> {
  await connectDb();
  await RateLimitHitModel.deleteMany({ key });
}

function sweepExpired(now: number) {
  if (now - lastSweep < 60_000) return;
  lastSweep = now;
  void RateLimitHitModel.deleteMany({ expiresAt: { $lt: new Date(now) } }).catch(() => undefined);
}

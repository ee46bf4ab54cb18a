import 'server-only';
import { SingleUseModel } from '@/models/single-use';
import { connectDb } from './connect';
import { isDuplicateKey } from './errors';

let lastSweep = 0;

/**
 * Records the one use of `key` and answers whether this call made it: of any number of
 * simultaneous callers, on any number of instances, exactly one gets true, because the insert of
 * a unique `_id` is atomic on MongoDB and on FerretDB alike. The caller checks the thing is usable
 * first and changes its state only after winning. `keepUntil` must outlast every later check that
 * could still accept the thing; rows past it are swept here, at most once a minute.
 */
export async function claimOnce(key: string, keepUntil: Date): Promise<boolean> {
  await connectDb();
  const now = Date.now();
  if (now - lastSweep > 60_000) {
    lastSweep = now;
    void SingleUseModel.deleteMany({ expiresAt: { $lt: new Date(now) } }).catch(() => undefined);
  }
  try {
    await SingleUseModel.create({ _id: key, expiresAt: keepUntil });
    return true;
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}

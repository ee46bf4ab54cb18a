import 'server-only';
import { SingleUseModel } from '@/models/single-use';
import { connectDb } from './connect';
import { isDuplicateKey } from './errors';

let lastSweep = 0;

/**
 * Records the one use of `key`: exactly one caller of any number gets true (a unique `_id` insert is atomic
 * on both backends). `keepUntil` must outlast every later check; older rows are swept, at most once a minute.
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

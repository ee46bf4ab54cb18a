import 'server-only';
import { connectDb } from '@/lib/db/connect';
import { RevokedSessionModel } from '@/models/revoked-session';
import { isDuplicateKey } from '@/lib/db/errors';

let lastSweep = 0;

/** Its token is refused from now on, everywhere. */
export async function revokeSession(sessionId: string, expiresAt: Date): Promise<void> {
  await connectDb();
  try {
    await RevokedSessionModel.create({ _id: sessionId, expiresAt });
  } catch (error) {
    // Signed out twice (two tabs): already revoked.
    if (!isDuplicateKey(error)) throw error;
  }
}

/** Expired rows are swept here, at most once a minute. */
export async function isRevoked(sessionId: string): Promise<boolean> {
  await connectDb();
  const now = Date.now();
  if (now - lastSweep > 60_000) {
    lastSweep = now;
    void RevokedSessionModel.deleteMany({ expiresAt: { $lt: new Date(now) } }).catch(() => undefined);
  }
  return (await RevokedSessionModel.exists({ _id: sessionId })) !== null;
}

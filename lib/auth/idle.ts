import 'server-only';
import { env } from '@/lib/config/env';
import { connectDb } from '@/lib/db/connect';
import { isDuplicateKey } from '@/lib/db/errors';
import { SessionActivityModel } from '@/models/session-activity';

/** At most one write a minute per busy session. */
const RENEW_EVERY_MS = 60_000;

/** SESSION_IDLE_MINUTES, or SESSION_IDLE_SECONDS when a test sets it. */
export function idleLifetimeMs(): number {
  const { SESSION_IDLE_SECONDS, SESSION_IDLE_MINUTES } = env();
  return SESSION_IDLE_SECONDS === undefined ? SESSION_IDLE_MINUTES * 60_000 : SESSION_IDLE_SECONDS * 1000;
}

interface Session {
  sessionId: string;
  issuedAt: Date;
  expiresAt: Date;
}

let lastSweep = 0;

/** Renews a live session's activity; an idle one stays idle (the token's 12-hour expiry still applies). */
export async function renewActivity(session: Session, now = new Date(), idleMs = idleLifetimeMs()): Promise<boolean> {
  await connectDb();
  sweepExpired(now);
  const row = await SessionActivityModel.findById(session.sessionId, { lastSeen: 1 }).lean();
  const lastSeen = row?.lastSeen ?? session.issuedAt;
  const idleFor = now.getTime() - lastSeen.getTime();
  if (idleFor > idleMs) return false;
  // A lifetime under two minutes (a test's) is renewed every half lifetime, so activity keeps it.
  if (idleFor >= Math.min(RENEW_EVERY_MS, idleMs / 2)) {
    try {
      // $max: two instances renewing at once never move the time back.
      await SessionActivityModel.updateOne(
        { _id: session.sessionId },
        { $max: { lastSeen: now }, $setOnInsert: { expiresAt: session.expiresAt } },
        { upsert: true },
      );
    } catch (error) {
      // Another instance created the row at the same moment: it is renewed either way.
      if (!isDuplicateKey(error)) throw error;
    }
  }
  return true;
}

/** At most once a minute per instance. */
function sweepExpired(now: Date) {
  if (now.getTime() - lastSweep < 60_000) return;
  lastSweep = now.getTime();
  void SessionActivityModel.deleteMany({ expiresAt: { $lt: now } }).catch(() => undefined);
}

import 'server-only';
import { env } from '@/lib/config/env';
import { connectDb } from '@/lib/db/connect';
import { isDuplicateKey } from '@/lib/db/errors';
import { SessionActivityModel } from '@/models/session-activity';

/** A session's last activity is written at most this often, so a busy admin costs one write a minute. */
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

/**
 * Whether a session is still in use: it made a request (or signed in) within the idle lifetime.
 * A live session's activity is renewed; an idle one stays idle. The token's own 12-hour expiry
 * still ends every session, however active.
 */
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

/** Rows of tokens that have expired anyway are deleted at most once a minute per instance. */
function sweepExpired(now: Date) {
  if (now.getTime() - lastSweep < 60_000) return;
  lastSweep = now.getTime();
  void SessionActivityModel.deleteMany({ expiresAt: { $lt: now } }).catch(() => undefined);
}

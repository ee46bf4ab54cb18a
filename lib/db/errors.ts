import { isDeadlineError } from '@/lib/deadline/with-deadline';

// Errors that mean "the database cannot be reached right now" (down, restarting, network gone),
// as opposed to a bad query or a bug: these answer 503, send a submission to the spool, and make
// rate limits count in memory until the database is back. A hung database (a missed deadline,
// the driver's own socket, checkout or maxTimeMS timeouts) is treated the same way.
// The driver's errors for a server that stopped while a call was on its way (closed, or no
// answer on the connection) belong here too: a CI run met a form answered 503 "Server error", not
// spooled, right after the database was stopped.
// A write of many documents at once fails as a bulk write error whose message is the cause's
// ("connection <monitor> to … timed out", "… interrupted due to server monitor timeout"), seen
// with the database frozen (tests/integration/insert-once.test.ts).
const UNREACHABLE =
  /ServerSelection|MongoNetwork|ECONNREFUSED|ECONNRESET|EPIPE|Topology|PoolCleared|NotConnected|ServerClosed|WaitQueueTimeout|MaxTimeMSExpired|exceeded time limit|before initial connection|connection .*closed|Unable to get response from server|connection <monitor>|server monitor timeout/i;

export function isDbUnavailable(error: unknown): boolean {
  if (isDeadlineError(error, 'database')) return true;
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return UNREACHABLE.test(`${String(name)} ${String(message)}`);
}

// MongoDB's (and FerretDB's) code for a write refused by a unique index: the callers treat it as
// "someone else got there first", which each of them answers in its own way.
const DUPLICATE_KEY = 11000;

export function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: number } | null)?.code === DUPLICATE_KEY;
}

/**
 * Runs an upsert once more on a duplicate key: racing upserts of a missing document both insert
 * (always on FerretDB, sometimes on MongoDB 7); by the second run it exists and is updated.
 */
export async function upsertRacing<T>(upsert: () => Promise<T>): Promise<T> {
  try {
    return await upsert();
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    return upsert();
  }
}

import { isDeadlineError } from '@/lib/deadline/with-deadline';

// "The database cannot be reached now" (down, restarting, hung, stopped mid-call), not a bad query: answer 503,
// spool, count limits in memory. A bulk write fails with its cause's message (tests/integration/insert-once.test.ts).
const UNREACHABLE =
  /ServerSelection|MongoNetwork|ECONNREFUSED|ECONNRESET|EPIPE|Topology|PoolCleared|NotConnected|ServerClosed|WaitQueueTimeout|MaxTimeMSExpired|exceeded time limit|before initial connection|connection .*closed|Unable to get response from server|connection <monitor>|server monitor timeout/i;

export function isDbUnavailable(error: unknown): boolean {
  if (isDeadlineError(error, 'database')) return true;
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return UNREACHABLE.test(`${String(name)} ${String(message)}`);
}

// A write refused by a unique index: "someone else got there first".
const DUPLICATE_KEY = 11000;

export function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: number } | null)?.code === DUPLICATE_KEY;
}

/** Runs an upsert again on a duplicate key: racing upserts of a missing document both insert (FerretDB always, MongoDB 7 sometimes). */
export async function upsertRacing<T>(upsert: () => Promise<T>): Promise<T> {
  try {
    return await upsert();
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    return upsert();
  }
}

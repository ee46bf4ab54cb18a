// Errors that mean "the database cannot be reached right now" (down, restarting, network gone),
// as opposed to a bad query or a bug: these answer 503, send a submission to the spool, and make
// rate limits count in memory until the database is back.
const UNREACHABLE =
  /ServerSelection|MongoNetwork|ECONNREFUSED|ECONNRESET|Topology|PoolCleared|NotConnected|before initial connection|connection .*closed/i;

export function isDbUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return UNREACHABLE.test(`${String(name)} ${String(message)}`);
}

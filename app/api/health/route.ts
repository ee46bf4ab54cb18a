import { pingDb, type DbState } from '@/lib/db/connect';
import { circuitState } from '@/lib/deadline/breaker';
import { logError } from '@/lib/log/logger';

export const dynamic = 'force-dynamic';

const MESSAGES: Record<Exclude<DbState, 'up'>, string> = {
  down: 'The database is unreachable. Pages keep serving; blog data returns when it is back.',
  slow: 'The database does not answer within its deadline. Pages keep serving; forms are kept on disk until it answers.',
};

// Mail, the shared cache and the bucket are not pinged here (a monitor polling every second would
// open a connection to each); their breakers say whether their recent calls missed the deadline.
function slowServices() {
  const slow = (['smtp', 'redis', 's3'] as const).filter((name) => circuitState(name) === 'slow');
  return slow.length > 0 ? { slow } : {};
}

export async function GET() {
  // Answers within DB_TIMEOUT_MS (800 ms by default, 10 s at most), and at once while the breaker is open.
  const db = await pingDb();
  if (db !== 'up') logError(`health.db_${db}`, `the database is ${db}`, { route: '/api/health' });
  return Response.json(
    db === 'up'
      ? { status: 'ok', db, ...slowServices() }
      : { status: 'degraded', db, message: MESSAGES[db], ...slowServices() },
    { status: db === 'up' ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}

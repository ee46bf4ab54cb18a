import { pingDb } from '@/lib/db/connect';
import { logError } from '@/lib/log/logger';

export const dynamic = 'force-dynamic';

export async function GET() {
  const up = await pingDb();
  if (!up) logError('health.db_unreachable', 'the database did not answer a ping', { route: '/api/health' });
  return Response.json(
    up
      ? { status: 'ok', db: 'up' }
      : {
          status: 'degraded',
          db: 'down',
          message: 'The database is unreachable. Pages keep serving; blog data returns when it is back.',
        },
    { status: up ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}

import { pingDb } from '@/lib/db';

export const dynamic = 'force-dynamic';

export async function GET() {
  const up = await pingDb();
  return Response.json(
    { status: up ? 'ok' : 'degraded', db: up ? 'up' : 'down' },
    { status: up ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}

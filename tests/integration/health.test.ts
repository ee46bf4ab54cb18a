import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFerretdb } from '../../server/launcher/ferretdb.ts';

type Database = Awaited<ReturnType<typeof startFerretdb>>;
type HealthRoute = typeof import('@/app/api/health/route');

// A database of this file's own, so it can be stopped without touching the shared one.
let dataDir: string;
let db: Database;
let route: HealthRoute;

async function health() {
  const response = await route.GET();
  return { status: response.status, body: await response.json(), cache: response.headers.get('cache-control') };
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'sahla-health-'));
  db = await startFerretdb({ dataDir, database: 'health', log: () => {} });
  process.env.MONGODB_URI = db.uri;
  // Imported only now, so the route's configuration sees this database.
  route = await import('@/app/api/health/route');
});

afterAll(async () => {
  const { connectDb } = await import('@/lib/db/connect');
  await (await connectDb().catch(() => null))?.disconnect();
  await db.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('GET /api/health', () => {
  it('answers 200 {status: ok, db: up} while the database answers a ping', async () => {
    expect(await health()).toEqual({ status: 200, body: { status: 'ok', db: 'up' }, cache: 'no-store' });
  });

  it('answers 503 {db: down} once the database has stopped', async () => {
    await db.stop();
    const result = await health();
    expect(result.status).toBe(503);
    expect(result.body).toEqual({ status: 'degraded', db: 'down', message: expect.stringMatching(/database/i) });
  });

  it('recovers without a restart when the database is back', async () => {
    db = await startFerretdb({ dataDir, port: db.port, database: 'health', log: () => {} });
    const deadline = Date.now() + 20_000;
    let result = await health();
    while (result.status !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      result = await health();
    }
    expect(result.body).toEqual({ status: 'ok', db: 'up' });
  });
});

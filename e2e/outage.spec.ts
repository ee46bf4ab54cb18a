import { expect, test } from '@playwright/test';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The project's launch helpers (scripts/lib, plain ES modules). Imported at run time: a static
// import would be compiled to require(), and TypeScript has no types for them.
interface Helpers {
  ensureBuild(options?: { log?: (line: string) => void }): Promise<void>;
  standaloneDir(): string;
  freePort(): Promise<number>;
  startFerretdb(options: {
    dataDir: string;
    port?: number;
    log?: (line: string) => void;
  }): Promise<{ uri: string; port: number; stop(): Promise<void> }>;
}
async function helpers(): Promise<Helpers> {
  const specifiers = ['../scripts/lib/ferretdb.mjs', '../scripts/lib/build.mjs'];
  const modules = await Promise.all(specifiers.map((specifier) => import(specifier)));
  return Object.assign({}, ...modules) as Helpers;
}

// This spec stops the database, so it runs its own server instead of the shared one.
const PORT = Number(process.env.E2E_OUTAGE_PORT ?? 3710);
const base = `http://127.0.0.1:${PORT}`;
// A cached listing page no other spec opens (the shared e2e server writes its cache to the same
// build folder), so its first render happens during the outage.
const NEVER_CACHED_LISTING = '/ar/blog?page=19';

type Db = Awaited<ReturnType<Helpers['startFerretdb']>>;
let lib: Helpers;
let scratch = '';
let dbPort = 0;
let db: Db | undefined;
let server: ChildProcess | undefined;
const serverLog: string[] = [];

async function get(pathname: string) {
  const response = await fetch(base + pathname, { redirect: 'manual', signal: AbortSignal.timeout(10_000) });
  return { status: response.status, text: await response.text() };
}

async function waitForHealthy(timeoutMs: number) {
  await expect
    .poll(async () => (await get('/api/health').catch(() => ({ status: 0 }))).status, { timeout: timeoutMs })
    .toBe(200);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  lib = await helpers();
  const { ensureBuild, freePort, standaloneDir, startFerretdb } = lib;
  await ensureBuild({ log: () => {} });
  scratch = mkdtempSync(path.join(os.tmpdir(), 'sahla-outage-'));
  dbPort = await freePort();
  db = await startFerretdb({ dataDir: path.join(scratch, 'data'), port: dbPort, log: () => {} });
  server = spawn(process.execPath, [path.join(standaloneDir(), 'server.js')], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      APP_ENV: 'development',
      PORT: String(PORT),
      HOSTNAME: '127.0.0.1',
      MONGODB_URI: db.uri,
      DATA_DIR: path.join(scratch, 'data'),
      UPLOAD_DIR: path.join(scratch, 'uploads'),
      JWT_SECRET: 'outage-secret-that-is-at-least-32-characters',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'outage-admin-password',
      NEXT_TELEMETRY_DISABLED: '1',
    },
  });
  server.stdout!.on('data', (chunk: Buffer) => serverLog.push(chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => serverLog.push(chunk.toString()));
  await waitForHealthy(60_000);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await db?.stop();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

test('with the database down, pages serve, the API says 503, and it all recovers by itself', async () => {
  test.setTimeout(120_000);
  expect((await get('/api/health')).status).toBe(200);

  // The plain listing is rendered once and cached: it keeps serving through the outage.
  const listing = await get('/blog');
  expect(listing.text).not.toContain(en.BlogPage.unavailable);

  await db!.stop();

  for (const pathname of ['/', '/ar/about', '/about', '/ar']) {
    const page = await get(pathname);
    expect(page.status, `${pathname} while the database is down`).toBe(200);
  }
  expect((await get('/blog')).text).not.toContain(en.BlogPage.unavailable);

  // Anything not cached says, in the page's language, that articles are unavailable (not "no
  // articles"): searches, and a listing page nobody asked for yet.
  for (const [pathname, m] of [
    ['/blog?q=assistant', en],
    ['/ar/blog?q=assistant&category=nlp', ar],
    [NEVER_CACHED_LISTING, ar],
  ] as const) {
    const blog = await get(pathname);
    expect(blog.status, `${pathname} while the database is down`).toBe(200);
    expect(blog.text).toContain(m.BlogPage.unavailable);
    expect(blog.text).not.toContain(m.BlogPage.noResults);
  }
  const posts = await get('/api/blogs');
  expect(posts.status).toBe(503);
  expect((JSON.parse(posts.text) as { message?: string }).message).toBeTruthy();
  expect(posts.text).not.toMatch(/\n\s+at |Mongo\w*Error|ECONNREFUSED/);

  const health = await get('/api/health');
  expect(health.status).toBe(503);
  const body = JSON.parse(health.text) as { message?: string };
  expect(body.message).toMatch(/database/i);
  // No stack or driver internals reach the client.
  expect(health.text).not.toMatch(/\n\s+at |Mongo\w*Error|ECONNREFUSED/);

  // The operator gets structured lines: one JSON object each, with time, level, event, message.
  await expect.poll(() => serverLog.join('').includes('"event":"health.db_unreachable"')).toBe(true);
  const lines = serverLog
    .join('')
    .split('\n')
    .filter((line) => line.startsWith('{"time"'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  const unreachable = lines.find((line) => line.event === 'health.db_unreachable');
  expect(unreachable).toMatchObject({ level: 'error', message: expect.any(String) });
  expect(Date.parse(String(unreachable!.time))).not.toBeNaN();
  expect(lines.some((line) => line.event === 'db.ping_failed' || line.event === 'db.connect_failed')).toBe(true);

  // Same port, same files: the server's driver reconnects without a restart.
  db = await lib.startFerretdb({ dataDir: path.join(scratch, 'data'), port: dbPort, log: () => {} });
  const started = Date.now();
  await waitForHealthy(15_000);
  test.info().annotations.push({ type: 'recovery', description: `${Date.now() - started} ms` });
  expect(server!.exitCode).toBeNull();
  expect((await get('/')).status).toBe(200);
  expect((await get('/api/blogs')).status).toBe(200);
  const blog = await get('/blog?q=assistant');
  expect(blog.text).not.toContain(en.BlogPage.unavailable);
  // The cached listing rendered during the outage was kept only briefly: it is rendered afresh
  // within seconds, not after the usual five-minute lifetime.
  const state = async () =>
    (await get(NEVER_CACHED_LISTING)).text.includes(ar.BlogPage.unavailable) ? 'unavailable' : 'listing';
  await expect.poll(state, { timeout: 20_000, intervals: [1_000] }).toBe('listing');
});

import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';

// The project's launch helpers (server/, TypeScript that Node runs as it is). Imported at run
// time: a static import would be compiled to require().
type Helpers = typeof import('../../server/launcher/ferretdb.ts') &
  typeof import('../../server/launcher/build.ts') &
  typeof import('../../server/launcher/site.ts') &
  typeof import('../../server/seed.ts');
async function helpers(): Promise<Helpers> {
  const specifiers = [
    '../../server/launcher/ferretdb.ts',
    '../../server/launcher/build.ts',
    '../../server/launcher/site.ts',
    '../../server/seed.ts',
  ];
  const modules = await Promise.all(specifiers.map((specifier) => import(specifier)));
  return Object.assign({}, ...modules) as Helpers;
}

/** The own site's owner account. */
const OWNER = { username: 'admin', password: 'own-site-admin-password' };

export type OwnSite = Awaited<ReturnType<typeof startOwnSite>>;

/**
 * A production server (on a copy of the build) and a FerretDB of a spec's own, on free ports, for
 * specs that stop the database, restart the server or count what was stored. Started as
 * `npm start` starts the server (the peer-address preload included), with the given extra
 * environment.
 */
export async function startOwnSite(extraEnv: Record<string, string> = {}, { seed = false } = {}) {
  const lib = await helpers();
  await lib.ensureBuild({ log: () => {} });
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'sahla-own-site-'));
  const dataDir = path.join(scratch, 'data');
  const [port, dbPort] = [await lib.freePort(), await lib.freePort()];
  const base = `http://127.0.0.1:${port}`;
  const log: string[] = [];
  let db: Awaited<ReturnType<Helpers['startFerretdb']>> | undefined = await startDb();
  let server: ChildProcess | undefined;
  const dbUri = `mongodb://127.0.0.1:${dbPort}/own`;
  // The demo posts, before the server starts (it indexes the posts it finds at start).
  if (seed) await lib.seed({ uri: dbUri, uploadDir: path.join(scratch, 'uploads'), log: () => {} });

  function startDb() {
    return lib.startFerretdb({ dataDir, port: dbPort, log: () => {} });
  }

  async function get(pathname: string) {
    const response = await fetch(base + pathname, { redirect: 'manual', signal: AbortSignal.timeout(10_000) });
    return { status: response.status, text: await response.text() };
  }

  // A copy of the build of its own: the server writes the pages it renders (from this spec's
  // data) into its build folder, and at start clears that folder's caches, which must never
  // reach or disturb the shared e2e server.
  const dir = path.join(scratch, 'standalone');
  // Links kept as they are: Next's links to unbundled packages (.next/node_modules) are relative,
  // and rewritten to the original folder they would give the copy's bundles another
  // @sahla/process-state than its front door (packages/process-state/README.md).
  cpSync(lib.standaloneDir(), dir, { recursive: true, verbatimSymlinks: true });

  async function startServer() {
    server = spawn(process.execPath, lib.serverArgs(dir), {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...lib.localServerEnv({
          port,
          uri: dbUri,
          dataDir,
          uploadDir: path.join(scratch, 'uploads'),
          secret: 'own-site-secret-that-is-at-least-32-characters',
          admin: OWNER,
        }),
        ...extraEnv,
      },
    });
    server.stdout!.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    // The health check answers 503 while the database is down: any answer means it serves.
    try {
      await expect
        .poll(async () => (await get('/api/health').catch(() => ({ status: 0 }))).status, { timeout: 60_000 })
        .toBeGreaterThan(0);
    } catch (error) {
      // What the server said is the reason: the poll alone only says it timed out.
      const ended = server!.exitCode ?? server!.signalCode;
      const state = ended === null ? 'still running' : `exited with ${ended}`;
      const said = log.join('').slice(-3000) || '(nothing)';
      throw new Error(`the site on ${base} never answered (its server ${state}); its last output:\n${said}`, {
        cause: error,
      });
    }
  }

  // SIGKILL, as a power cut or the kernel's OOM killer ends it: no handler runs, nothing is flushed.
  async function crashServer() {
    if (!server || server.exitCode !== null || server.signalCode !== null) return server?.signalCode ?? null;
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      server!.once('exit', (_code, signal) => resolve(signal)),
    );
    server.kill('SIGKILL');
    return exited;
  }

  async function stopServer() {
    if (!server || server.exitCode !== null) return;
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }

  await startServer();
  return {
    base,
    port,
    /** The server's copy of the build (its page cache under .next). */
    dir,
    dataDir,
    dbUri,
    log,
    get,
    serverPid: () => server?.pid,
    /** The owner's API token, from POST /login as the admin island gets it. */
    async ownerToken(): Promise<string> {
      const response = await fetch(`${base}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(OWNER),
        signal: AbortSignal.timeout(10_000),
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { token: string }).token;
    },
    async stopDb() {
      await db?.stop();
      db = undefined;
    },
    async startDb() {
      db ??= await startDb();
    },
    async restartServer() {
      await stopServer();
      await startServer();
    },
    /** Kills the server at once (SIGKILL); resolves with the signal it died of. */
    crashServer,
    startServer,
    async stop() {
      await stopServer();
      await db?.stop();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

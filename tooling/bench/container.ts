// The container row (`--row container`): the image `npm test` builds, measured as an operator
// meets it. Size; build time from a warm cache (nothing changed, then one source file changed);
// cold start to healthy on an empty volume; memory at idle; and page throughput of the container
// against `npm start`'s server on the same machine in the same run (budget: within 10%).
import { execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadTest } from './load.ts';
import { startSite } from './site.ts';
import { track } from './processes.ts';
import { startFerretdb, projectRoot, freePort } from '../../server/launcher/ferretdb.ts';
import { engineRun, type Engine } from '../container/engine.ts';
import { buildSiteImage, prepareSiteImage, SITE_IMAGE } from '../container/site-image.ts';

type Log = (line: string) => void;
export interface ContainerRow {
  engine: string;
  imageMb: number;
  firstBuildS: number;
  rebuildUnchangedS: number;
  rebuildOneFileS: number;
  coldStartS: number[];
  idleMemoryMb: number;
  npmStartIdleMb: number;
  pages: { path: string; npmStart: number; container: number; ratio: number }[];
}

const seconds = (ms: number) => Math.round(ms / 100) / 10;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function healthyAfter(base: string, started: number): Promise<number> {
  while (Date.now() - started < 120_000) {
    const body = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) })
      .then((r) => (r.ok ? r.json() : null))
      .catch(() => null);
    if (body?.db === 'up') return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${base} was not healthy within 120 s`);
}

/** Starts the image on a new volume; its address, and how long until /api/health said db up. */
async function startContainer(engine: Engine, name: string) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  await engineRun(engine, ['volume', 'create', name]);
  track(`container ${name}`, async () => {
    await engineRun(engine, ['rm', '--force', name]).catch(() => undefined);
    await engineRun(engine, ['volume', 'rm', '--force', name]).catch(() => undefined);
  });
  await engineRun(engine, [
    ...['run', '--detach', '--name', name, '--read-only', '--cap-drop=ALL', '--tmpfs', '/tmp'],
    ...['--publish', `127.0.0.1:${port}:3000`, '--volume', `${name}:/data`, '-e', `SITE_URL=${base}`],
    ...[
      '-e',
      'JWT_SECRET=bench-secret-that-is-at-least-32-characters-long',
      '-e',
      'ADMIN_USERNAME=admin',
      '-e',
      'ADMIN_PASSWORD=bench-password',
    ],
    SITE_IMAGE,
  ]);
  return { base, ms: await healthyAfter(base, started) };
}

/** Resident memory of a process and all its descendants, in MB. */
function treeRssMb(pid: number): number {
  const out = execFileSync('ps', ['-eo', 'pid=,ppid=,rss='], { encoding: 'utf8' });
  const rows = out
    .trim()
    .split('\n')
    .map((l) => l.trim().split(/\s+/).map(Number));
  const tree = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [p, pp] of rows) {
      if (!tree.has(pp) || tree.has(p)) continue;
      tree.add(p);
      grew = true;
    }
  }
  return Math.round(rows.filter(([p]) => tree.has(p)).reduce((sum, [, , rss]) => sum + rss, 0) / 1024);
}

async function containerMemoryMb(engine: Engine, name: string): Promise<number> {
  const usage = await engineRun(engine, ['stats', '--no-stream', '--format', '{{.MemUsage}}', name]);
  const [, value, unit] = usage.match(/([\d.]+)\s*([kMG]i?B)/) ?? [];
  const scale: Record<string, number> = { kB: 1 / 1000, KiB: 1 / 1024, MB: 1, MiB: 1.048576, GB: 1000, GiB: 1073.74 };
  return Math.round(Number(value) * (scale[unit] ?? NaN));
}

async function rebuildOneFileChanged(engine: Engine, bases: Record<string, string>): Promise<number> {
  const root = projectRoot();
  const context = mkdtempSync(path.join(os.tmpdir(), 'sahla-bench-context-'));
  try {
    const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
    for (const file of files) {
      mkdirSync(path.dirname(path.join(context, file)), { recursive: true });
      cpSync(path.join(root, file), path.join(context, file));
    }
    appendFileSync(path.join(context, 'lib', 'config', 'site-url.ts'), `\n// bench ${Date.now()}\n`);
    return await buildSiteImage(engine, bases, { tag: 'localhost/sahla-site:bench', context, log: () => undefined });
  } finally {
    rmSync(context, { recursive: true, force: true });
    await engineRun(engine, ['rmi', '--force', 'localhost/sahla-site:bench']).catch(() => undefined);
  }
}

export async function measureContainer(outDir: string, log: Log): Promise<ContainerRow> {
  const first = await prepareSiteImage({ log });
  const { engine, bases } = first;
  log('[bench] container: rebuild with nothing changed…');
  const unchanged = await buildSiteImage(engine, bases, { log: () => undefined });
  log('[bench] container: rebuild with one source file changed…');
  const oneFile = await rebuildOneFileChanged(engine, bases);
  const size = Number(await engineRun(engine, ['image', 'inspect', '--format', '{{.Size}}', SITE_IMAGE]));

  const coldStart: number[] = [];
  for (const i of [1, 2, 3]) coldStart.push((await startContainer(engine, `sahla-bench-cold-${i}-${process.pid}`)).ms);
  const container = await startContainer(engine, `sahla-bench-load-${process.pid}`);
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'sahla-bench-npm-start-'));
  track('npm start scratch', async () => rmSync(scratch, { recursive: true, force: true }));
  const db = await startFerretdb({ dataDir: path.join(scratch, 'data'), log: () => undefined });
  track('FerretDB (npm start)', db.stop, () => db.child.kill('SIGKILL'));
  const npmStart = await startSite(path.join(scratch, 'data'), db.uri, outDir, { name: 'npm-start' });
  log('[bench] container: idle memory after 20 s…');
  await new Promise((resolve) => setTimeout(resolve, 20_000));
  const idleMemoryMb = await containerMemoryMb(engine, `sahla-bench-load-${process.pid}`);
  // This process's only children now: npm start's server and its FerretDB.
  const npmStartIdleMb = treeRssMb(process.pid) - Math.round(process.memoryUsage.rss() / 1048576);

  const pages = [];
  for (const page of ['/', '/ar', '/about']) {
    // Taken in turn, twice each, best of two: the machine's other work hits both alike.
    const runs: Record<string, number[]> = { npmStart: [], container: [] };
    for (const round of [1, 2])
      for (const [key, base] of [
        ['npmStart', npmStart],
        ['container', container.base],
      ] as const) {
        log(`[bench] container: ${page} on ${key}, round ${round}…`);
        runs[key].push((await loadTest(base + page, { connections: 50, duration: 10, warmup: 3 })).requestsPerSecond);
      }
    const [a, b] = [Math.max(...runs.npmStart), Math.max(...runs.container)];
    pages.push({
      path: page,
      npmStart: Math.round(a),
      container: Math.round(b),
      ratio: Math.round((b / a) * 100) / 100,
    });
  }
  return {
    engine: engine.name,
    imageMb: Math.round(size / 1e6),
    firstBuildS: seconds(first.buildMs),
    rebuildUnchangedS: seconds(unchanged),
    rebuildOneFileS: seconds(oneFile),
    coldStartS: coldStart.map(seconds),
    idleMemoryMb,
    npmStartIdleMb,
    pages,
  };
}

export function containerBudget(row: ContainerRow): string[] {
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  const worst = Math.min(...row.pages.map((p) => p.ratio));
  return [
    `${verdict(row.imageMb <= 350)} image size: ${row.imageMb} MB (goal ≤ 350)`,
    `${verdict(median(row.coldStartS) <= 10)} cold start to healthy: median ${median(row.coldStartS)} s of ${row.coldStartS.join(', ')} (goal ≤ 10)`,
    `${verdict(worst >= 0.9)} container page throughput: worst ${worst}× npm start's (budget ≥ 0.9)`,
  ];
}

export function containerMarkdown(row: ContainerRow): string[] {
  return [
    `Engine: ${row.engine}. Image: **${row.imageMb} MB**. Build: ${row.firstBuildS} s as run (layers cached or not, as found), ` +
      `${row.rebuildUnchangedS} s again with nothing changed, ${row.rebuildOneFileS} s with one source file changed (npm ci cached, next build again).`,
    `Cold start to healthy (empty volume, embedded database): ${row.coldStartS.join(' s, ')} s. ` +
      `Memory at idle: container ${row.idleMemoryMb} MB, npm start's server and database ${row.npmStartIdleMb} MB resident.`,
    '',
    '| page | npm start req/s | container req/s | ratio (budget ≥ 0.9) |',
    '| --- | --- | --- | --- |',
    ...row.pages.map((p) => `| \`${p.path}\` | ${p.npmStart} | ${p.container} | ${p.ratio}× |`),
  ];
}

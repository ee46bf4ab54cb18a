// Builds and runs the embedded database: FerretDB 1.24.2 on SQLite files.
import { execFileSync, spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { findGo, goProxy } from './go.ts';
import { checkingGoEnv } from './go-checksums.ts';
import { captureCommand, mustRun, stopChild, track } from './processes.ts';
import { withProgress, type Log } from './progress.ts';
import { moduleProxyMessage } from './setup-messages.ts';
import { toolDir } from './tool-cache.ts';

export const FERRETDB_VERSION = '1.24.2';
const MODULE = 'github.com/FerretDB/FerretDB';

export function projectRoot(): string {
  return path.resolve(import.meta.dirname, '..', '..');
}

/** FERRETDB_BIN, else .tools/ferretdb (the Docker image's build), else the tool cache, where it is built once. */
export function ferretdbBinary(): string {
  const inProject = path.join(projectRoot(), '.tools', 'ferretdb');
  if (process.env.FERRETDB_BIN) return process.env.FERRETDB_BIN;
  return existsSync(inProject) ? inProject : path.join(toolDir('ferretdb', FERRETDB_VERSION), 'ferretdb');
}

function binaryWorks(bin: string): boolean {
  try {
    return execFileSync(bin, ['--version'], { encoding: 'utf8' }).includes(FERRETDB_VERSION);
  } catch {
    return false;
  }
}

/** Built once into the tool cache with the version file `go install` lacks; the Dockerfile's Go stage does the same. */
export async function ensureFerretdb({ log = console.log as Log } = {}): Promise<string> {
  const bin = ferretdbBinary();
  if (existsSync(bin) && binaryWorks(bin)) return bin;
  const tools = path.dirname(bin);
  mkdirSync(tools, { recursive: true });
  const go = await findGo(log);
  await withProgress(
    'ferretdb',
    `building FerretDB ${FERRETDB_VERSION} with Go (once; one to a few minutes)`,
    () => buildWith(go, tools, bin),
    { log },
  );
  if (!binaryWorks(bin)) throw new Error('FerretDB was built but does not run');
  return bin;
}

async function buildWith(go: string, tools: string, bin: string): Promise<void> {
  const goEnv = checkingGoEnv({
    ...process.env,
    PATH: `${path.dirname(go)}${path.delimiter}${process.env.PATH ?? ''}`,
  });
  let info: { Dir?: string; Error?: string };
  try {
    const json = await captureCommand(go, ['mod', 'download', '-json', `${MODULE}@v${FERRETDB_VERSION}`], {
      cwd: tools,
      env: goEnv,
    });
    info = JSON.parse(json);
  } catch {
    throw new Error(moduleProxyMessage(goProxy()));
  }
  if (!info.Dir) throw new Error(`go mod download failed: ${info.Error ?? 'no module directory'}`);
  // Private names per process, so two first runs at once cannot trip over each other.
  const src = path.join(tools, `ferretdb-src-${process.pid}`);
  const tmpBin = `${bin}.tmp-${process.pid}`;
  rmSync(src, { recursive: true, force: true });
  cpSync(info.Dir, src, { recursive: true });
  chmodSync(path.join(src, 'build', 'version'), 0o755);
  writeFileSync(path.join(src, 'build', 'version', 'version.txt'), `v${FERRETDB_VERSION}\n`);
  try {
    await mustRun(go, ['build', '-trimpath', '-o', tmpBin, './cmd/ferretdb'], {
      cwd: src,
      env: { ...goEnv, CGO_ENABLED: '0', GOFLAGS: '-buildvcs=false -mod=mod' },
    });
    renameSync(tmpBin, bin);
  } finally {
    rmSync(src, { recursive: true, force: true });
    rmSync(tmpBin, { force: true });
  }
}

// Ports this process has handed out. A closed port can come straight back from the kernel, and two
// calls in a row (a site and its database) once got the same one: the site then never listened.
const handedOut = new Set<number>();

/** A loopback port nothing listens on now, and never one this process handed out before. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await unusedPort();
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    return port;
  }
}

function unusedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once something listens on the loopback port; rejects when `child` exits or time runs out. */
export function waitForPort(port: number, child: ChildProcess, timeoutMs: number, name = 'FerretDB'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) return reject(new Error(`${name} exited with code ${child.exitCode}`));
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`${name} did not listen on port ${port}`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

/** Starts FerretDB on loopback; `detached` keeps a terminal's Ctrl-C for the script, which stops it last. */
export interface FerretdbOptions {
  dataDir?: string;
  port?: number;
  database?: string;
  log?: Log;
  stdio?: StdioOptions;
  detached?: boolean;
  logLevel?: 'debug' | 'info' | 'warn' | 'error';
}

export async function startFerretdb({
  dataDir,
  port,
  database = 'sahla',
  log = console.log,
  stdio = 'ignore',
  detached = false,
  // warn would also report the readiness probe's closed connection; real trouble is an error.
  logLevel = 'error',
}: FerretdbOptions = {}) {
  const bin = await ensureFerretdb({ log });
  const dir = path.resolve(dataDir ?? path.join(projectRoot(), 'data'), 'ferretdb');
  mkdirSync(dir, { recursive: true });
  const listenPort = port ?? (await freePort());
  const child = track(
    spawn(
      bin,
      [
        '--handler=sqlite',
        `--sqlite-url=file:${dir}/`,
        `--listen-addr=127.0.0.1:${listenPort}`,
        '--debug-addr=-',
        '--telemetry=disable',
        `--log-level=${logLevel}`,
        `--state-dir=${dir}`,
      ],
      { stdio, detached },
    ),
  );
  try {
    await waitForPort(listenPort, child, 20_000);
  } catch (error) {
    await stopChild(child, { graceMs: 1000 });
    throw error;
  }
  const stop = () => stopChild(child, { graceMs: 5000 });
  return { uri: `mongodb://127.0.0.1:${listenPort}/${database}`, port: listenPort, child, stop };
}

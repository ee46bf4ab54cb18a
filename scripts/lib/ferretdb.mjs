// Builds and runs the embedded database: FerretDB 1.24.2 on SQLite files.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const FERRETDB_VERSION = '1.24.2';
const MODULE = 'github.com/FerretDB/FerretDB';

export function projectRoot() {
  return path.resolve(import.meta.dirname, '..', '..');
}

export function ferretdbBinary() {
  return process.env.FERRETDB_BIN || path.join(projectRoot(), '.tools', 'ferretdb');
}

function binaryWorks(bin) {
  try {
    return execFileSync(bin, ['--version'], { encoding: 'utf8' }).includes(FERRETDB_VERSION);
  } catch {
    return false;
  }
}

/**
 * Builds the binary once into .tools/. `go install …@v1.24.2` cannot be used as
 * is: the module proxy here refuses the version list it asks for, and a plain
 * module build panics without build/version/version.txt, which FerretDB's own
 * release task generates. So: download the exact module, add that file, build.
 */
export function ensureFerretdb({ log = console.log } = {}) {
  const bin = ferretdbBinary();
  if (existsSync(bin) && binaryWorks(bin)) return bin;
  log(`[ferretdb] building FerretDB ${FERRETDB_VERSION} with Go (once, about a minute)…`);
  const tools = path.dirname(bin);
  const src = path.join(tools, 'ferretdb-src');
  mkdirSync(tools, { recursive: true });
  const info = JSON.parse(
    execFileSync('go', ['mod', 'download', '-json', `${MODULE}@v${FERRETDB_VERSION}`], {
      cwd: tools,
      encoding: 'utf8',
    }),
  );
  if (!info.Dir) throw new Error(`go mod download failed: ${info.Error ?? 'no module directory'}`);
  rmSync(src, { recursive: true, force: true });
  cpSync(info.Dir, src, { recursive: true });
  chmodSync(path.join(src, 'build', 'version'), 0o755);
  writeFileSync(path.join(src, 'build', 'version', 'version.txt'), `v${FERRETDB_VERSION}\n`);
  execFileSync('go', ['build', '-trimpath', '-o', bin, './cmd/ferretdb'], {
    cwd: src,
    stdio: 'inherit',
    env: { ...process.env, CGO_ENABLED: '0', GOFLAGS: '-buildvcs=false -mod=mod' },
  });
  rmSync(src, { recursive: true, force: true });
  if (!binaryWorks(bin)) throw new Error('FerretDB was built but does not run');
  return bin;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function waitForPort(port, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) return reject(new Error(`FerretDB exited with code ${child.exitCode}`));
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`FerretDB did not listen on port ${port}`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

/** Starts FerretDB on loopback; resolves with { uri, port, stop }. */
export async function startFerretdb({ dataDir, port, database = 'sahla', log = console.log, stdio = 'ignore' } = {}) {
  const bin = ensureFerretdb({ log });
  const dir = path.resolve(dataDir ?? path.join(projectRoot(), 'data'), 'ferretdb');
  mkdirSync(dir, { recursive: true });
  const listenPort = port ?? (await freePort());
  const child = spawn(
    bin,
    [
      '--handler=sqlite',
      `--sqlite-url=file:${dir}/`,
      `--listen-addr=127.0.0.1:${listenPort}`,
      '--debug-addr=-',
      '--telemetry=disable',
      '--log-level=warn',
      `--state-dir=${dir}`,
    ],
    { stdio },
  );
  await waitForPort(listenPort, child, 20_000);
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
  return { uri: `mongodb://127.0.0.1:${listenPort}/${database}`, port: listenPort, child, stop };
}

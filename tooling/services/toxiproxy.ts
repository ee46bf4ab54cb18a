// Toxiproxy (Shopify's fault proxy) for the fault tests: it sits between the site and a real
// service and makes that service slow, silent or rude on demand. Built once from the Go module
// proxy into .tools/, like FerretDB and versitygw; never an in-process fake.
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort, projectRoot } from '../../scripts/lib/ferretdb.mjs';

export const TOXIPROXY_VERSION = '2.5.0';
const MODULE = 'github.com/Shopify/toxiproxy/v2/cmd/server';

export function toxiproxyBinary(): string {
  return process.env.TOXIPROXY_BIN || path.join(projectRoot(), '.tools', `toxiproxy-${TOXIPROXY_VERSION}`);
}

// The Go that built FerretDB: GO, PATH, the usual install folder, or the copy `npm start` fetched.
function findGo(): string {
  const onPath = (process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, 'go'));
  const candidates = [process.env.GO, ...onPath, '/usr/local/go/bin/go', path.join(projectRoot(), '.tools/go/bin/go')];
  const go = candidates.find((candidate) => candidate && existsSync(candidate));
  if (!go) throw new Error('Toxiproxy is built with Go: run `npm start` once (it fetches Go) or install Go 1.24');
  return go;
}

/** Builds the proxy once (about a minute with cold Go caches on 2 cores). */
export async function ensureToxiproxy(): Promise<string> {
  const bin = toxiproxyBinary();
  if (existsSync(bin)) return bin;
  const tools = path.dirname(bin);
  const gobin = path.join(tools, `toxiproxy-build-${process.pid}`);
  mkdirSync(gobin, { recursive: true });
  try {
    await promisify(execFile)(findGo(), ['install', '-trimpath', `${MODULE}@v${TOXIPROXY_VERSION}`], {
      cwd: tools,
      env: { ...process.env, GOBIN: gobin, CGO_ENABLED: '0', GOTOOLCHAIN: 'auto' },
    });
    renameSync(path.join(gobin, 'server'), bin);
  } catch (error) {
    throw new Error(`Toxiproxy could not be built (${(error as Error).message}); it needs Go and the Go module proxy`);
  } finally {
    rmSync(gobin, { recursive: true, force: true });
  }
  return bin;
}

/** One proxied service: the site connects to `port`, which forwards to the real one until told otherwise. */
export type FaultProxy = {
  port: number;
  /** Accepts connections and passes nothing either way (a hung server): Toxiproxy's `timeout` toxic, 0 = forever. */
  stall(): Promise<void>;
  /** Adds `ms` of latency to every answer. */
  delay(ms: number): Promise<void>;
  /** Removes every fault: new connections reach the service as before. */
  heal(): Promise<void>;
};

export type Toxiproxy = { proxy(name: string, upstreamPort: number): Promise<FaultProxy>; stop(): Promise<void> };

async function api(base: string, method: string, route: string, body?: unknown): Promise<void> {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : undefined,
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(5000),
  });
  if (!response.ok)
    throw new Error(`Toxiproxy ${method} ${route} answered ${response.status}: ${await response.text()}`);
}

async function waitForApi(base: string, child: ChildProcess): Promise<void> {
  const until = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Toxiproxy exited with code ${child.exitCode}`);
    try {
      await api(base, 'GET', '/version');
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Starts Toxiproxy on loopback (building it first if needed). */
export async function startToxiproxy(): Promise<Toxiproxy> {
  const bin = await ensureToxiproxy();
  const apiPort = await freePort();
  const child = spawn(bin, ['-host', '127.0.0.1', '-port', String(apiPort)], { stdio: 'ignore' });
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  const base = `http://127.0.0.1:${apiPort}`;
  const stop = async () => {
    process.removeListener('exit', kill);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitForApi(base, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    stop,
    async proxy(name, upstreamPort) {
      const port = await freePort();
      const listen = `127.0.0.1:${port}`;
      await api(base, 'POST', '/proxies', { name, listen, upstream: `127.0.0.1:${upstreamPort}`, enabled: true });
      const toxics = new Set<string>();
      const add = async (toxic: string, type: string, attributes: Record<string, number>, stream = 'downstream') => {
        await api(base, 'POST', `/proxies/${name}/toxics`, { name: toxic, type, stream, attributes });
        toxics.add(toxic);
      };
      return {
        port,
        // Both ways: a server that never gets the request never answers or hangs up either.
        async stall() {
          await add('stall-up', 'timeout', { timeout: 0 }, 'upstream');
          await add('stall-down', 'timeout', { timeout: 0 });
        },
        delay: (ms) => add('delay', 'latency', { latency: ms, jitter: 0 }),
        async heal() {
          for (const toxic of toxics) await api(base, 'DELETE', `/proxies/${name}/toxics/${toxic}`);
          toxics.clear();
        },
      };
    },
  };
}

// Toxiproxy (Shopify's fault proxy) for the fault tests: it sits between the site and a real
// service and makes that service slow, silent or rude on demand. Built once from the Go module
// proxy into the tool cache (server/launcher/tool-cache.ts), like FerretDB and versitygw; never an
// in-process fake.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../server/launcher/ferretdb.ts';
import type { Log } from '../../server/launcher/progress.ts';
import { toolDir } from '../../server/launcher/tool-cache.ts';
import { goInstall } from './go-install.ts';

export const TOXIPROXY_VERSION = '2.5.0';
const MODULE = 'github.com/Shopify/toxiproxy/v2/cmd/server';

export function toxiproxyBinary(): string {
  return process.env.TOXIPROXY_BIN || path.join(toolDir('toxiproxy', TOXIPROXY_VERSION), 'toxiproxy-server');
}

/** Builds the proxy once (about a minute with cold Go caches on 2 cores). */
export function ensureToxiproxy({ log = console.log as Log } = {}): Promise<string> {
  const [bin, module, version] = [toxiproxyBinary(), MODULE, TOXIPROXY_VERSION];
  return goInstall({
    bin,
    module,
    version,
    command: 'server',
    tag: 'toxiproxy',
    label: 'Toxiproxy',
    duration: 'about a minute',
    log,
  });
}

/** One proxied service: the site connects to `port`, which forwards to the real one until told otherwise. */
export type FaultProxy = {
  port: number;
  /** Accepts connections and passes nothing either way (a hung server): Toxiproxy's `timeout` toxic, 0 = forever. */
  stall(): Promise<void>;
  /** Adds `ms` of latency to every answer. */
  delay(ms: number): Promise<void>;
  /** Answers every request with a TCP reset (`reset_peer`): a server that drops its connections. */
  reset(): Promise<void>;
  /** Passes at most `kbPerSecond` kilobytes a second each way (`bandwidth`): a congested link. */
  throttle(kbPerSecond: number): Promise<void>;
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
export async function startToxiproxy({ log = (() => undefined) as Log } = {}): Promise<Toxiproxy> {
  const bin = await ensureToxiproxy({ log });
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
        reset: () => add('reset', 'reset_peer', { timeout: 0 }, 'upstream'),
        async throttle(kbPerSecond) {
          await add('throttle-up', 'bandwidth', { rate: kbPerSecond }, 'upstream');
          await add('throttle-down', 'bandwidth', { rate: kbPerSecond });
        },
        async heal() {
          for (const toxic of toxics) await api(base, 'DELETE', `/proxies/${name}/toxics/${toxic}`);
          toxics.clear();
        },
      };
    },
  };
}

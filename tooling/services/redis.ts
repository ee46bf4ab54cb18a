// Debian's redis-server for the shared-cache tests, installed with apt-get when missing.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { ensureAptCommand } from './apt.ts';
import { freePort, waitForPort } from '../../server/launcher/ferretdb.ts';
import { stopChild, track } from '../../server/launcher/processes.ts';
import type { Log } from '../../server/launcher/progress.ts';

export function redisServerPath() {
  return process.env.REDIS_SERVER_BIN || '/usr/bin/redis-server';
}

/** Starts a throw-away Redis on loopback (no persistence); resolves with { url, port, stop }. */
export async function startRedis({ dir, port, log = console.log as Log }: { dir: string; port?: number; log?: Log }) {
  let bin: string;
  try {
    bin = await ensureAptCommand({ bin: redisServerPath(), pkg: 'redis-server', name: 'redis', log });
  } catch (error) {
    throw new Error(
      `Redis is needed for the shared-cache tests and could not be installed: ${(error as Error).message}`,
    );
  }
  mkdirSync(dir, { recursive: true });
  const listenPort = port ?? (await freePort());
  const args = ['--port', String(listenPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir];
  const child = track(spawn(bin, args, { stdio: 'ignore' }));
  const stop = () => stopChild(child, { graceMs: 3000 });
  try {
    await waitForPort(listenPort, child, 10_000, 'redis-server');
  } catch (error) {
    await stop();
    throw new Error(`Redis did not start: ${(error as Error).message}`);
  }
  return { url: `redis://127.0.0.1:${listenPort}`, port: listenPort, child, stop };
}

// Load tests from a second process (load-worker.mjs), one target at a time.
import path from 'node:path';
import { spawnTracked } from './processes.mjs';

const WORKER = path.join(import.meta.dirname, 'load-worker.mjs');

/** { requestsPerSecond, p50, p99, non2xx, errors, timeouts, statuses } for one URL. */
export async function loadTest(url, { connections = 50, duration = 20, warmup = 5 } = {}) {
  const handle = spawnTracked(
    `load generator for ${url}`,
    process.execPath,
    [WORKER, JSON.stringify({ url, connections, duration, warmup })],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  handle.child.stdout.on('data', (chunk) => (out += chunk));
  const { code } = await handle.exited;
  await handle.stop();
  const line = out.trim().split('\n').pop();
  if (code !== 0 || !line) throw new Error(`load generator for ${url} failed (exit ${code})`);
  return JSON.parse(line);
}

// Load tests from a second process (load-worker.ts), one target at a time.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnTracked } from './processes.ts';
import type { LoadFigures } from './figures.ts';

const WORKER = path.join(import.meta.dirname, 'load-worker.ts');

// One scratch folder for the whole run, removed on exit: one exit listener per list (a row of
// 13 load tests) passed Node's limit of 10 and warned.
let scratch: string | null = null;
let written = 0;

/** A list of paths in a scratch file (removed on exit), for a load generator to read. */
export function writePaths(paths: string[]): string {
  if (!scratch) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sahla-bench-paths-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    scratch = dir;
  }
  const file = path.join(scratch, `paths-${(written += 1)}.json`);
  writeFileSync(file, JSON.stringify(paths));
  return file;
}

/** Each page followed by its beacon from an address of its own, or all from one (load-worker.ts). */
export type Beacon = false | 'counted' | 'floor';

/**
 * { requestsPerSecond, p50, p99, non2xx, errors, timeouts, statuses } for one URL, or for a list
 * of `paths` on its origin taken in turn (passed through a file: the list can be long).
 */
export async function loadTest(
  url: string,
  {
    connections = 50,
    duration = 20,
    warmup = 5,
    paths,
    beacon = false,
  }: { connections?: number; duration?: number; warmup?: number; paths?: string[]; beacon?: Beacon } = {},
): Promise<LoadFigures> {
  const handle = spawnTracked(
    `load generator for ${url}`,
    process.execPath,
    [WORKER, JSON.stringify({ url, pathsFile: paths && writePaths(paths), connections, duration, warmup, beacon })],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  handle.child.stdout!.on('data', (chunk) => (out += chunk));
  const { code } = await handle.exited;
  await handle.stop();
  const line = out.trim().split('\n').pop();
  if (code !== 0 || !line) throw new Error(`load generator for ${url} failed (exit ${code})`);
  return JSON.parse(line);
}

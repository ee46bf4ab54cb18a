// `/` measured while flood-worker.ts sends the bench's searches: what the flood rows (flood.ts,
// flood-proxy.ts) share.
import path from 'node:path';
import type { LoadFigures } from './figures.ts';
import { loadTest } from './load.ts';
import { spawnTracked } from './processes.ts';

const WORKER = path.join(import.meta.dirname, 'flood-worker.ts');
export const FLOOD_CONNECTIONS = 50;
// Visitors on `/` meanwhile: as in docs/performance.md's measurement, so the figures compare.
export const HOME_CONNECTIONS = 5;

export type FloodFigures = {
  requestsPerSecond: number;
  statuses: Record<string, number>;
  errors: number;
  refused: { count: number; p50: number | null; p99: number | null; max: number | null; over100: number };
};

export type HomeLoad = { connections: number; duration: number; warmup: number };

/** `/` of `site` measured while the flood goes to `floodOrigin`, which it covers from start to end. */
export async function beside(
  floodOrigin: string,
  site: string,
  pathsFile: string,
  home: HomeLoad,
): Promise<{ flooded: LoadFigures; flood: FloodFigures }> {
  const settings = {
    origin: floodOrigin,
    pathsFile,
    connections: FLOOD_CONNECTIONS,
    warmup: home.warmup,
    duration: home.duration,
  };
  const handle = spawnTracked('search flood', process.execPath, [WORKER, JSON.stringify(settings)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  handle.child.stdout!.on('data', (chunk) => (out += chunk));
  const flooded = await loadTest(`${site}/`, { ...home, warmup: Math.max(1, home.warmup - 1) });
  const { code } = await handle.exited;
  await handle.stop();
  const line = out.trim().split('\n').pop();
  if (code !== 0 || !line) throw new Error(`the search flood failed (exit ${code})`);
  return { flooded, flood: JSON.parse(line) as FloodFigures };
}

export const errorsOf = (f: LoadFigures) => f.errors + f.timeouts + f.non2xx;

// The flood row: `/` measured alone, then again while FLOOD_CONNECTIONS other connections send
// varied searches (en, ar and the API, each from an address of its own), on a site started as
// production starts it (the front door before Next, server/front-door/pipeline.ts) behind a
// trusted "proxy" so each search can carry its own address. Budget: `/` keeps ≥ 0.7× its
// throughput alone with no error, and the searches beyond the gate are answered 503 within 100 ms.
import path from 'node:path';
import { loadTest, writePaths } from './load.ts';
import { beside, errorsOf, FLOOD_CONNECTIONS, HOME_CONNECTIONS, type FloodFigures } from './flood-beside.ts';
import { measureThroughProxy, proxiedBudget, proxiedMarkdown, type ProxiedFlood } from './flood-proxy.ts';
import { spawnTracked, waitForHttp } from './processes.ts';
import type { LoadFigures } from './figures.ts';
import { startSite, statusOf } from './site.ts';
import { freePort } from '../../server/launcher/ferretdb.ts';
import { searchPaths } from './targets.ts';

const STAND_IN = path.join(import.meta.dirname, 'flood-stand-in.ts');
export const FLOOD_BUDGET = { ratio: 0.7, refusedMs: 100 };

export interface FloodRow {
  alone: LoadFigures;
  flooded: LoadFigures;
  /** `/` beside the same flood sent to a stand-in (flood-stand-in.ts): the flood's cost outside the site. */
  control: LoadFigures;
  flood: FloodFigures;
  ratio: number;
  /** control / alone: what the flood's clients and a stand-in answering them take of the bench's cores. */
  controlRatio: number;
  /** The same flood and `/` through nginx as the site's trusted reverse proxy (flood-proxy.ts). */
  proxied?: ProxiedFlood;
  settings: {
    floodConnections: number;
    homeConnections: number;
    duration: number;
    warmup: number;
    searchConcurrency: number;
  };
}

/** Runs the flood row on its own server over the bench's database. */
export async function measureFlood(
  { dataDir, dbUri, outDir, posts }: { dataDir: string; dbUri: string; outDir: string; posts: number },
  { duration, warmup }: { duration: number; warmup: number },
  log: (line: string) => void,
): Promise<FloodRow> {
  const site = await startSite(dataDir, dbUri, outDir, {
    name: 'server-flood',
    env: { TRUSTED_PROXIES: '127.0.0.1' },
  });
  const searches = [
    searchPaths(posts, '/blog?', 'en'),
    searchPaths(posts, '/ar/blog?', 'ar'),
    searchPaths(posts, '/api/blogs?', 'en', '&lang=en'),
  ];
  // Interleaved, so every connection sends all three kinds.
  const paths = searches[0].flatMap((_, i) => searches.map((list) => list[i]));
  // A server's first search in each language loads that page's code: start-up, not the flood.
  for (const warm of [site + '/', ...searches.map((list) => site + list.at(-1))]) await statusOf(warm);
  const home = { connections: HOME_CONNECTIONS, duration, warmup };
  log('[bench] flood: / alone…');
  const alone = await loadTest(`${site}/`, home);
  const pathsFile = writePaths(paths);
  // The site's refusal wait, which sets how fast a flood's connections come back.
  const { REFUSAL_WAIT_MS } = await import('../../lib/render-gate/instance.ts');
  log(`[bench] flood: / beside ${FLOOD_CONNECTIONS} connections of searches sent to a stand-in…`);
  const standInPort = await freePort();
  const standIn = spawnTracked(
    'flood stand-in',
    process.execPath,
    [STAND_IN, String(standInPort), String(REFUSAL_WAIT_MS)],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const standInOrigin = `http://127.0.0.1:${standInPort}`;
  await waitForHttp(`${standInOrigin}/`, { child: standIn.child, ok: (status) => status === 503 });
  const { flooded: control } = await beside(standInOrigin, site, pathsFile, home);
  log(`[bench] flood: / beside ${FLOOD_CONNECTIONS} connections of searches…`);
  const { flooded, flood } = await beside(site, site, pathsFile, home);
  const ratio = flooded.requestsPerSecond / alone.requestsPerSecond;
  const proxied = await measureThroughProxy({ site, standIn: standInOrigin }, pathsFile, home, log);
  await standIn.stop();
  return {
    proxied,
    alone,
    flooded,
    control,
    flood,
    ratio,
    controlRatio: control.requestsPerSecond / alone.requestsPerSecond,
    settings: {
      floodConnections: FLOOD_CONNECTIONS,
      homeConnections: HOME_CONNECTIONS,
      duration,
      warmup,
      // The server inherits the bench's environment: SEARCH_CONCURRENCY=2 npm run bench measures 2.
      // Imported here, once ts-hooks.ts (run.ts's first import) tells Node lib/ holds ES modules.
      searchConcurrency: (await import('../../lib/config/search-concurrency.ts')).searchConcurrency(
        process.env.SEARCH_CONCURRENCY,
      ),
    },
  };
}

/** The row's budget line: PASS or FAIL with the figures it was judged on. */
export function floodBudget(row: FloodRow): string {
  const refused = row.flood.refused;
  const met =
    row.ratio >= FLOOD_BUDGET.ratio &&
    errorsOf(row.flooded) === 0 &&
    refused.count > 0 &&
    (refused.p99 ?? Infinity) <= FLOOD_BUDGET.refusedMs;
  const text =
    `/ beside a search flood: ${row.ratio.toFixed(2)}× alone (budget ≥ ${FLOOD_BUDGET.ratio}), ` +
    `${errorsOf(row.flooded)} errors on /, ${refused.count} answered 503 with p99 ${ms(refused.p99)} ms ` +
    `(budget ≤ ${FLOOD_BUDGET.refusedMs}), max ${ms(refused.max)} ms, ${refused.over100} over 100 ms ` +
    `(the same flood answered by a stand-in: ${row.controlRatio.toFixed(2)}×)`;
  return `${(met ? 'PASS' : 'FAIL').padEnd(4)} ${text}`;
}

/** The row's budget lines: the flood straight to the site, then through nginx. */
export const floodBudgets = (row: FloodRow): string[] => [
  floodBudget(row),
  ...(row.proxied ? [proxiedBudget(row.proxied)] : []),
];

const ms = (v: number | null) => (v == null ? 'n/a' : v.toFixed(1));
const rps = (v: number) => Math.round(v).toLocaleString('en');

/** The row's section of RESULTS.md. */
export function floodMarkdown(row: FloodRow): string[] {
  const s = row.settings;
  const { statuses, refused } = row.flood;
  const served = statuses['200'] ?? 0;
  return [
    '## `/` beside a search flood',
    '',
    `\`/\` over ${s.homeConnections} connections, alone and then while ${s.floodConnections} other connections send the bench's ` +
      `mix of searches (\`/blog?q=\`, \`/ar/blog?q=\`, \`/api/blogs?q=\` in turn, each from an address of its own), ` +
      `${s.duration} s after ${s.warmup} s of warm-up, on a server started with the front door (SEARCH_CONCURRENCY ${s.searchConcurrency}).`,
    '',
    '| | req/s | p50 ms | p99 ms | errors |',
    '| --- | --- | --- | --- | --- |',
    `| \`/\` alone | ${rps(row.alone.requestsPerSecond)} | ${row.alone.p50} | ${row.alone.p99} | ${errorsOf(row.alone)} |`,
    `| \`/\` beside the flood sent to a stand-in, not the site | ${rps(row.control.requestsPerSecond)} | ${row.control.p50} | ${row.control.p99} | ${errorsOf(row.control)} |`,
    `| \`/\` beside the flood | ${rps(row.flooded.requestsPerSecond)} | ${row.flooded.p50} | ${row.flooded.p99} | ${errorsOf(row.flooded)} |`,
    '',
    `Ratio ${row.ratio.toFixed(2)}× (budget ≥ ${FLOOD_BUDGET.ratio}). The flood: ${rps(row.flood.requestsPerSecond)} answers/s, ` +
      `${rps(served / s.duration)}/s searches served, ${rps(refused.count / s.duration)}/s answered 503 ` +
      `(p50 ${ms(refused.p50)} ms, p99 ${ms(refused.p99)} ms, max ${ms(refused.max)} ms, ${refused.over100} over 100 ms), ` +
      `statuses ${JSON.stringify(statuses)}, ${row.flood.errors} connection errors. ` +
      `The same flood sent to a stand-in (tooling/bench/flood-stand-in.ts, answering 503 after the gate's wait) left \`/\` ` +
      `${row.controlRatio.toFixed(2)}× its throughput alone: what the flood's clients and a minimal server answering them ` +
      `take of the bench's cores with nothing of the site's work; beside ` +
      `the site's flood \`/\` kept ${(row.flooded.requestsPerSecond / row.control.requestsPerSecond).toFixed(2)}× of that.`,
    ...(row.proxied ? proxiedMarkdown(row.proxied) : []),
  ];
}

// The flood row again through a real reverse proxy: nginx in front of the site, as operators deploy it,
// with every search from an address of its own in X-Forwarded-For and the site trusting 127.0.0.1.
// Budget: `/` keeps ≥ 0.6× its own throughput through the proxy, with no error.
import { beside, errorsOf, FLOOD_CONNECTIONS, type FloodFigures, type HomeLoad } from './flood-beside.ts';
import type { LoadFigures } from './figures.ts';
import { loadTest } from './load.ts';
import { startNginxProxy } from './nginx.ts';
import { freePort } from '../../server/launcher/ferretdb.ts';

export const PROXY_FLOOD_BUDGET = { ratio: 0.6 };

export type ProxiedFlood = {
  alone: LoadFigures;
  flooded: LoadFigures;
  flood: FloodFigures;
  ratio: number;
  /** `/` through nginx while the same flood goes through a second nginx to the stand-in: the cost outside the site. */
  control: LoadFigures;
  controlRatio: number;
};

const proxyTo = async (upstream: string) => {
  const origin = `http://127.0.0.1:${await freePort()}`;
  return { origin, nginx: await startNginxProxy(upstream, Number(new URL(origin).port)) };
};

/** `/` alone and beside the flood, both sent through nginx to `site`; the control floods `standIn` the same way. */
export async function measureThroughProxy(
  { site, standIn }: { site: string; standIn: string },
  pathsFile: string,
  home: HomeLoad,
  log: (line: string) => void,
): Promise<ProxiedFlood> {
  const toSite = await proxyTo(site);
  const toStandIn = await proxyTo(standIn);
  try {
    log('[bench] flood through nginx: / alone…');
    const alone = await loadTest(`${toSite.origin}/`, home);
    log(`[bench] flood through nginx: / beside ${FLOOD_CONNECTIONS} connections of searches sent to a stand-in…`);
    const { flooded: control } = await beside(toStandIn.origin, toSite.origin, pathsFile, home);
    log(`[bench] flood through nginx: / beside ${FLOOD_CONNECTIONS} connections of searches…`);
    const { flooded, flood } = await beside(toSite.origin, toSite.origin, pathsFile, home);
    const ratioOf = (f: LoadFigures) => f.requestsPerSecond / alone.requestsPerSecond;
    return { alone, flooded, flood, ratio: ratioOf(flooded), control, controlRatio: ratioOf(control) };
  } finally {
    await toSite.nginx.stop();
    await toStandIn.nginx.stop();
  }
}

/** The budget line: PASS or FAIL with the figures it was judged on. */
export function proxiedBudget(row: ProxiedFlood): string {
  const met = row.ratio >= PROXY_FLOOD_BUDGET.ratio && errorsOf(row.flooded) === 0;
  const served = row.flood.statuses['200'] ?? 0;
  const text =
    `/ through nginx beside a search flood from many addresses: ${row.ratio.toFixed(2)}× alone ` +
    `(budget ≥ ${PROXY_FLOOD_BUDGET.ratio}), ${errorsOf(row.flooded)} errors on /, ` +
    `${served} searches served, ${row.flood.refused.count} answered 503 ` +
    `(the same flood through nginx to a stand-in: ${row.controlRatio.toFixed(2)}×)`;
  return `${(met ? 'PASS' : 'FAIL').padEnd(4)} ${text}`;
}

/** The row's lines in RESULTS.md, under the flood row's table. */
export function proxiedMarkdown(row: ProxiedFlood): string[] {
  const line = (name: string, f: LoadFigures) =>
    `| ${name} | ${Math.round(f.requestsPerSecond).toLocaleString('en')} | ${f.p50} | ${f.p99} | ${errorsOf(f)} |`;
  return [
    '',
    'Through nginx as the trusted reverse proxy (the flood and `/` both sent to nginx, which appends the',
    "visitor's address to X-Forwarded-For and keeps its connections to the site alive):",
    '',
    '| | req/s | p50 ms | p99 ms | errors |',
    '| --- | --- | --- | --- | --- |',
    line('`/` through nginx, alone', row.alone),
    line('`/` through nginx, beside the flood sent through nginx to the stand-in', row.control),
    line('`/` through nginx, beside the flood', row.flooded),
    '',
    `Ratio ${row.ratio.toFixed(2)}× (budget ≥ ${PROXY_FLOOD_BUDGET.ratio}); statuses ${JSON.stringify(row.flood.statuses)}, ` +
      `${row.flood.errors} connection errors. Through the proxy to the stand-in, \`/\` kept ${row.controlRatio.toFixed(2)}×: ` +
      `what the clients, nginx and a minimal server take of the cores; beside the site's flood it kept ` +
      `${(row.flooded.requestsPerSecond / row.control.requestsPerSecond).toFixed(2)}× of that.`,
  ];
}

// The flood row again through a real reverse proxy: nginx in front of the site, as operators deploy it,
// with every search from an address of its own in X-Forwarded-For and the site trusting 127.0.0.1.
// Budget: `/` keeps ≥ 0.6× its own throughput through the proxy (the median of three rounds), with no error.
import { beside, errorsOf, FLOOD_CONNECTIONS, type FloodFigures, type HomeLoad } from './flood-beside.ts';
import type { LoadFigures } from './figures.ts';
import { loadTest } from './load.ts';
import { startNginxProxy } from './nginx.ts';
import { freePort } from '../../server/launcher/ferretdb.ts';

export const PROXY_FLOOD_BUDGET = { ratio: 0.6 };

type ProxiedRound = {
  alone: LoadFigures;
  flooded: LoadFigures;
  flood: FloodFigures;
  ratio: number;
  /** `/` through nginx while the same flood goes through a second nginx to the stand-in: the cost outside the site. */
  control: LoadFigures;
  controlRatio: number;
};

/** The round with the median ratio, and every round's ratios: one round moved 0.57-0.72× from run to run. */
export type ProxiedFlood = ProxiedRound & { rounds: { ratio: number; controlRatio: number; errors: number }[] };

// Rounds of alone, control and flood, each judged against its own `/` alone (as the beacon row does).
const ROUNDS = 3;

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
    const rounds: ProxiedRound[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const step = `[bench] flood through nginx, round ${round} of ${ROUNDS}:`;
      log(`${step} / alone…`);
      const alone = await loadTest(`${toSite.origin}/`, home);
      log(`${step} / beside ${FLOOD_CONNECTIONS} connections of searches sent to a stand-in…`);
      const { flooded: control } = await beside(toStandIn.origin, toSite.origin, pathsFile, home);
      log(`${step} / beside ${FLOOD_CONNECTIONS} connections of searches…`);
      const { flooded, flood } = await beside(toSite.origin, toSite.origin, pathsFile, home);
      const ratioOf = (f: LoadFigures) => f.requestsPerSecond / alone.requestsPerSecond;
      rounds.push({ alone, flooded, flood, ratio: ratioOf(flooded), control, controlRatio: ratioOf(control) });
    }
    const median = [...rounds].sort((a, b) => a.ratio - b.ratio)[Math.floor(ROUNDS / 2)];
    return {
      ...median,
      rounds: rounds.map(({ ratio, controlRatio, flooded }) => ({ ratio, controlRatio, errors: errorsOf(flooded) })),
    };
  } finally {
    await toSite.nginx.stop();
    await toStandIn.nginx.stop();
  }
}

const roundsText = (row: ProxiedFlood) =>
  `${row.rounds.length} rounds: ${row.rounds.map((r) => `${r.ratio.toFixed(2)}× (${r.controlRatio.toFixed(2)}×)`).join(', ')}`;

/** The budget line: PASS or FAIL with the figures it was judged on. */
export function proxiedBudget(row: ProxiedFlood): string {
  const errors = row.rounds.reduce((sum, round) => sum + round.errors, 0);
  const met = row.ratio >= PROXY_FLOOD_BUDGET.ratio && errors === 0;
  const served = row.flood.statuses['200'] ?? 0;
  const text =
    `/ through nginx beside a search flood from many addresses: ${row.ratio.toFixed(2)}× alone ` +
    `(budget ≥ ${PROXY_FLOOD_BUDGET.ratio}), ${errors} errors on / in all rounds, ` +
    `${served} searches served, ${row.flood.refused.count} answered 503 ` +
    `(the same flood through nginx to a stand-in: ${row.controlRatio.toFixed(2)}×; the median of ${roundsText(row)})`;
  return `${(met ? 'PASS' : 'FAIL').padEnd(4)} ${text}`;
}

/** The row's lines in RESULTS.md, under the flood row's table. */
export function proxiedMarkdown(row: ProxiedFlood): string[] {
  const line = (name: string, f: LoadFigures) =>
    `| ${name} | ${Math.round(f.requestsPerSecond).toLocaleString('en')} | ${f.p50} | ${f.p99} | ${errorsOf(f)} |`;
  return [
    '',
    'Through nginx as the trusted reverse proxy (the flood and `/` both sent to nginx, which appends the',
    "visitor's address to X-Forwarded-For and keeps its connections to the site alive), in rounds of",
    `\`/\` alone, beside the flood to the stand-in and beside the site's flood; the round with the median ratio of ${roundsText(row)}:`,
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

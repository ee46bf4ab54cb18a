// The cached-pages row alone (`--row pages`): the site's cached pages over 50 connections against nginx
// serving the saved HTML of `/` (what this machine can serve at all), as the full run measures them, without
// Lighthouse or the bare app. Budget: every cached page ≥ 0.4× nginx, with no error.
import type { LoadFigures } from './figures.ts';
import { loadTest } from './load.ts';
import { startNginx } from './nginx.ts';
import { makeBenchPost } from './posts.ts';
import { startSite, statusOf } from './site.ts';
import { sampleOf } from './targets.ts';
import { freePort } from '../../server/launcher/ferretdb.ts';

export const PAGES_BUDGET = { vsNginx: 0.4 };

export type PagesRow = {
  nginx: LoadFigures;
  pages: (LoadFigures & { path: string; vsNginx: number })[];
  settings: { connections: number; duration: number; warmup: number };
};

/** Starts its own site on the bench's database and nginx beside it; measures each page, then nginx. */
export async function measurePages(
  { dataDir, dbUri, outDir }: { dataDir: string; dbUri: string; outDir: string },
  quick: boolean,
  log: (line: string) => void,
): Promise<PagesRow> {
  const site = await startSite(dataDir, dbUri, outDir, { name: 'server-pages' });
  const paths = [
    '/',
    '/ar',
    '/about',
    '/ar/about',
    `/blog/${makeBenchPost(0).slug}`,
    `/ar/blog/${makeBenchPost(1).slug}`,
  ];
  for (const p of paths) if ((await statusOf(site + p)) !== 200) throw new Error(`${p} did not answer 200`);
  const nginxOrigin = `http://127.0.0.1:${await freePort()}`;
  const nginxServer = await startNginx((await sampleOf(`${site}/`)).body, Number(new URL(nginxOrigin).port));
  const settings = { connections: 50, duration: quick ? 5 : 10, warmup: quick ? 2 : 3 };
  const pages = [];
  for (const p of paths) {
    log(`[bench] pages: ${p}…`);
    const figures = await loadTest(site + p, settings);
    pages.push({ path: p, ...figures, vsNginx: 0 });
  }
  // Last, with the site idle: its index build at start would otherwise take nginx's share of the cores.
  log('[bench] pages: nginx…');
  const nginx = await loadTest(`${nginxOrigin}/`, settings);
  await nginxServer.stop();
  for (const p of pages) p.vsNginx = p.requestsPerSecond / nginx.requestsPerSecond;
  return { nginx, pages, settings };
}

const errorsOf = (f: LoadFigures) => f.errors + f.timeouts + f.non2xx;

/** One budget line per page. */
export const pagesBudget = (row: PagesRow): string[] =>
  row.pages.map((p) => {
    const met = p.vsNginx >= PAGES_BUDGET.vsNginx && errorsOf(p) === 0;
    return `${met ? 'PASS' : 'FAIL'} cached page ${p.path}: ${p.vsNginx.toFixed(2)}× nginx (budget ≥ ${PAGES_BUDGET.vsNginx}), ${errorsOf(p)} errors`;
  });

/** The row's section. */
export function pagesMarkdown(row: PagesRow): string[] {
  const line = (name: string, f: LoadFigures, ratio: string) =>
    `| ${name} | ${Math.round(f.requestsPerSecond).toLocaleString('en')} | ${f.p50} | ${f.p99} | ${errorsOf(f)} | ${ratio} |`;
  const s = row.settings;
  return [
    `## Cached pages against nginx (${s.connections} connections, ${s.duration} s after ${s.warmup} s of warm-up)`,
    '',
    '| target | req/s | p50 ms | p99 ms | errors | × nginx |',
    '| --- | --- | --- | --- | --- | --- |',
    ...row.pages.map((p) => line(p.path, p, p.vsNginx.toFixed(2))),
    line('nginx: saved HTML of /', row.nginx, '1.00'),
  ];
}

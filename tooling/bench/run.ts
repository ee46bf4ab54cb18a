// `npm run bench` / `node tooling/bench/run.ts [--quick]`: builds, starts the production server on a
// scratch embedded database holding 10,000 posts, measures Lighthouse, first-load JS and load
// (each target against the bare Next.js app serving the target's own bytes, plus a bare route
// and nginx; searches from an address each, counted by their 2xx answers), `/` beside a search
// flood (flood.ts), pages with and without the analytics beacon (beacon.ts), the post index at
// 1,000 / 10,000 / 100,000 posts, checks the budgets and writes tooling/bench/RESULTS.md (`--row
// flood|pages|beacon|container|index`: one row alone, to tooling/bench/out/). Exits 0 when budgets fail;
// non-zero only when the harness itself breaks. Every process it starts is stopped, on error and on Ctrl-C.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import './ts-hooks.ts';
import { ensureBareApp, startBareApp } from './bare-app.ts';
import { measureFirstLoadJs } from './js-size.ts';
import { CHROMIUM_PATH, lighthousePages } from './lighthouse.ts';
import { containerBudget, containerMarkdown, measureContainer } from './container.ts';
import { floodBudgets, floodMarkdown, measureFlood } from './flood.ts';
import { beaconBudget, beaconMarkdown, measureBeacon } from './beacon.ts';
import { indexBudget, indexSection } from './index-report.ts';
import { measurePages, pagesBudget, pagesMarkdown } from './pages-row.ts';
import { loadTest } from './load.ts';
import { startNginx } from './nginx.ts';
import { makeBenchPost, seedBenchPosts } from './posts.ts';
import { indexBuildTime, indexRuns, loadTargets, sampleOf } from './targets.ts';
import { installSignalHandlers, interrupted, stopAll, track } from './processes.ts';
import { loadAverage, machineInfo } from './machine.ts';
import { checkBudgets } from './budgets.ts';
import { renderMarkdown } from './report.ts';
import { naFor, startSite, statusOf } from './site.ts';
import type { LoadRow, Results } from './results.ts';
import { ensureBuild } from '../../server/launcher/build.ts';
import { freePort, projectRoot, startFerretdb } from '../../server/launcher/ferretdb.ts';

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false }, // 5 s load, no Lighthouse (unless pages are named)
    posts: { type: 'string', default: '10000' },
    'lighthouse-runs': { type: 'string', default: '3' },
    'lighthouse-pages': { type: 'string' }, // comma-separated subset, for development
    'fresh-bare': { type: 'boolean', default: false },
    row: { type: 'string' }, // one row alone (see the top), to tooling/bench/out/<row>.md
  },
});
const log = (line: string) => console.log(line);
const arabic = (p: string) => (p === '/' ? '/ar' : `/ar${p}`);

async function main() {
  installSignalHandlers();
  const quick = args.quick;
  const posts = Number(args.posts);
  const outDir = path.join(projectRoot(), 'tooling', 'bench', 'out');
  mkdirSync(outDir, { recursive: true });
  const date = new Date().toISOString();
  const r = { quick, posts, date, loadAvg: { start: loadAverage() }, machine: machineInfo(CHROMIUM_PATH) } as Results;
  if (args.row === 'index') {
    r.index = await indexRuns(log);
    return writeRowOnly(r, 'index', indexSection(r), [indexBudget(r)!], r.index, outDir);
  }
  await ensureBuild({ log });
  if (args.row === 'container') {
    const row = await measureContainer(outDir, log);
    return writeRowOnly(r, 'container', containerMarkdown(row), containerBudget(row), row, outDir);
  }
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'sahla-bench-'));
  track('scratch folder', async () => rmSync(scratch, { recursive: true, force: true }));
  const dataDir = path.join(scratch, 'data');
  const db = await startFerretdb({ dataDir, log });
  track('FerretDB', db.stop, () => db.child.kill('SIGKILL'));
  await seedBenchPosts(db.uri, posts, { log });
  const floodRun = () =>
    measureFlood({ dataDir, dbUri: db.uri, outDir, posts }, { duration: quick ? 5 : 10, warmup: quick ? 2 : 3 }, log);
  if (args.row === 'flood') {
    const row = await floodRun();
    return writeRowOnly(r, 'flood', floodMarkdown(row), floodBudgets(row), row, outDir);
  }
  const pagesRow = args.row === 'pages' && (await measurePages({ dataDir, dbUri: db.uri, outDir }, quick, log));
  if (pagesRow) return writeRowOnly(r, 'pages', pagesMarkdown(pagesRow), pagesBudget(pagesRow), pagesRow, outDir);
  const beacon = args.row === 'beacon' && (await measureBeacon({ dataDir, dbUri: db.uri, outDir }, quick, log));
  if (beacon) return writeRowOnly(r, 'beacon', beaconMarkdown(beacon), beaconBudget(beacon), beacon, outDir);
  if (args.row)
    throw new Error(`--row ${args.row}: the rows that run alone are flood, pages, beacon, container and index`);
  // As `npm start` starts it (the front door before Next) behind a trusted "proxy": each search
  // of the load rows comes from an address of its own, as a crowd of visitors would.
  const site = await startSite(dataDir, db.uri, outDir, { env: { TRUSTED_PROXIES: '127.0.0.1' } });
  log(`[bench] site on ${site}, server log in tooling/bench/out/server.log`);
  const enPost = `/blog/${makeBenchPost(0).slug}`;
  const arPost = `/ar/blog/${makeBenchPost(1).slug}`;
  const routes = ['/', '/about', '/project', '/events', '/blog', '/contact', '/investment'];
  const pages = [...routes.flatMap((p) => [p, arabic(p)]), enPost, arPost];
  const status: Record<string, number> = {};
  for (const p of pages) status[p] = await statusOf(site + p); // also warms every page once

  log('[bench] first-load JS…');
  const marketing = new Set(
    ['/', '/about', '/project', '/events', '/contact', '/investment'].flatMap((p) => [p, arabic(p)]),
  );
  const bareDir = await ensureBareApp({ log, fresh: args['fresh-bare'] ?? false });
  const bare = `http://127.0.0.1:${await freePort()}`;
  const bareServer = await startBareApp(bareDir, Number(new URL(bare).port));
  r.js = { bare: await measureFirstLoadJs(bare, '/'), pages: [] };
  // The bare app's own prerendered page, served again as a route by the same-bytes app below.
  const frameworkPage = { key: 'static-page', ...(await sampleOf(`${bare}/static-page`)) };
  for (const p of pages)
    r.js.pages.push({ path: p, marketing: marketing.has(p), ...(await measureFirstLoadJs(site, p)) });

  const subset = args['lighthouse-pages']?.split(',');
  if (!quick || subset) {
    const runs = Number(args['lighthouse-runs']);
    r.lighthouse = await lighthousePages(site, subset ?? pages, status, runs, log);
    // The bare page beside them, so a slower or faster machine moves both (issue 31's budget).
    [r.lighthouseBare] = await lighthousePages(bare, ['/'], {}, runs, log);
    r.lighthouseBare.path = 'bare Next.js page';
  }
  await bareServer.stop();

  const targets = loadTargets({ enPost, arPost, posts });
  // Every target's third reference: the bare app returning the bytes of one of its answers.
  const samples = [];
  for (const t of targets) samples.push({ key: t.key, ...(await sampleOf(site + (t.paths?.[0] ?? t.path))) });
  samples.push(frameworkPage);
  const html = samples.find((x) => x.key === 'home')!.body;
  const nginx = `http://127.0.0.1:${await freePort()}`;
  await startNginx(html, Number(new URL(nginx).port));
  const sameDir = await ensureBareApp({ log, samples });
  const same = `http://127.0.0.1:${await freePort()}`;
  await startBareApp(sameDir, Number(new URL(same).port));

  const settings = { connections: 50, duration: quick ? 5 : 10, warmup: quick ? 2 : 3 };
  const run = async (name: string, url: string, paths?: string[]): Promise<LoadRow> => {
    const code = await statusOf(url);
    if (code !== 200) return { name, url, na: naFor(code) } as LoadRow;
    log(`[bench] load ${name}…`);
    return { name, url, ...(await loadTest(url, { ...settings, paths })) } as LoadRow;
  };
  r.load = {
    settings,
    floor: await run('floor: bare Next.js /ping', `${same}/ping`),
    targets: [],
  } as unknown as Results['load'];
  if (r.load.floor.na) throw new Error(`the bare Next.js route did not answer: ${r.load.floor.na}`);
  r.load.nginx = await run('nginx: saved HTML of /', `${nginx}/`);
  if (r.load.nginx.na) throw new Error(`nginx did not answer: ${r.load.nginx.na}`);
  for (const t of targets) {
    const measured = await run(t.name, site + (t.paths?.[0] ?? t.path), t.paths);
    const reference = await run(`bare app, same bytes: ${t.name}`, `${same}/same/${t.key}`);
    r.load.targets.push({ ...t, paths: undefined, ...measured, reference });
  }
  // What Next.js itself spends on a page over a route with the same bytes: the page path's ceiling.
  r.load.framework = {
    ...(await run(
      `bare Next.js: its own prerendered page (${Math.round(Buffer.byteLength(frameworkPage.body) / 1000)} KB)`,
      `${same}/static-page`,
    )),
    reference: await run('bare app, same bytes: its own page', `${same}/same/static-page`),
  };
  for (const t of [...r.load.targets, r.load.framework, r.load.floor, r.load.nginx]) {
    if (t.na) continue;
    // Searches count their 2xx answers alone: a 503 from the gate is no search served.
    const rate = t.served?.perSecond ?? t.requestsPerSecond;
    t.vsFloor = rate / r.load.floor.requestsPerSecond;
    t.vsNginx = rate / r.load.nginx.requestsPerSecond;
    if (t.reference && !t.reference.na) t.vsSame = rate / t.reference.requestsPerSecond;
  }
  r.flood = await floodRun();
  r.beacon = await measureBeacon({ dataDir, dbUri: db.uri, outDir }, quick, log);
  r.index = await indexRuns(log);
  r.indexStartMs = indexBuildTime(path.join(outDir, 'server.log'));
  r.loadAvg.end = loadAverage();

  const budgets = checkBudgets(r);
  const file = quick
    ? path.join(outDir, 'RESULTS-quick.md')
    : path.join(projectRoot(), 'tooling', 'bench', 'RESULTS.md');
  writeFileSync(file, renderMarkdown(r, budgets));
  writeFileSync(path.join(outDir, 'results.json'), JSON.stringify(r, null, 2));
  log('\n' + budgets.join('\n'));
  log(`\n[bench] wrote ${path.relative(projectRoot(), file)}${quick ? ' (quick mode: noisy, not a record)' : ''}`);
}

/** --row <name>: the row alone, with its budget lines, written to tooling/bench/out/<name>.md. */
function writeRowOnly(r: Results, name: string, markdown: string[], budget: string[], row: unknown, outDir: string) {
  const when = `Measured alone (\`--row ${name}\`) on ${r.date}; load average at start ${r.loadAvg.start}, at end ${loadAverage()}.`;
  const text = [...markdown, '', when, '', '```', ...budget, '```', ''].join('\n');
  writeFileSync(path.join(outDir, `${name}.md`), text);
  writeFileSync(path.join(outDir, `${name}.json`), JSON.stringify(row, null, 2));
  log(`\n${text}\n[bench] wrote tooling/bench/out/${name}.md`);
}

try {
  await main();
  await stopAll();
  process.exit(0);
} catch (error) {
  // After Ctrl-C the signal handler reports and exits; a child it killed is no harness error.
  if (interrupted()) await new Promise(() => {});
  console.error(`[bench] harness error: ${(error as Error).stack ?? error}`);
  await stopAll();
  process.exit(1);
}

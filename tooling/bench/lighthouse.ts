// Lighthouse 12 (mobile defaults: simulated slow 4G and CPU slowdown) in Debian's Chromium,
// a fresh browser per run, median of N runs by performance score.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { track } from './processes.ts';
import { naFor, statusOf } from './site.ts';
import { chromiumPath } from '../services/chromium.ts';
import { CHROMIUM_FLAGS } from '../services/chromium-flags.ts';

export const CHROMIUM_PATH = chromiumPath('lighthouse');
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

// chrome-launcher's own flags, less one: it turns Chromium's RenderDocument off (its
// --disable-features list, a workaround from 2025), which Chromium 156 ships on, as visitors' Chrome
// runs it. Off, this Chromium often presented a page's first frame only on a tick about a second
// apart (1.23 or 2.25 s after navigation, the page loaded by 0.5 s, its renderer idle), and every
// request finished by then went into the simulated LCP: about 3 s for any of our pages in 8 of 9
// runs, never the bare page (whose frame came before). On: no frame held in 6 of 6 runs
// (docs/performance.md, 27 November). Puppeteer stopped turning it off in April 2026.
const LAUNCHER_FLAGS = chromeLauncher.Launcher.defaultFlags().map((flag) =>
  flag.startsWith('--disable-features=')
    ? `--disable-features=${flag
        .slice('--disable-features='.length)
        .split(',')
        .filter((feature) => feature !== 'RenderDocument')
        .join(',')}`
    : flag,
);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

type ConsoleRow = { description?: string; url?: string; sourceLocation?: { url?: string } };
type RequestRow = { url?: string; networkEndTime?: number; transferSize?: number };
type Details<T> = { items?: T[] } | undefined;

function killGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    /* already gone */
  }
}

type Audits = Record<string, { details?: unknown }>;

/** The LCP Chromium saw before any throttling was simulated, in ms from navigation. */
function observedLcp(audits: Audits): number | null {
  const items = (audits.metrics?.details as Details<Record<string, number>>)?.items;
  return items?.[0]?.observedLargestContentfulPaint ?? null;
}

/** The requests that finished before that paint, as `path (KB)`, in the order they finished. */
function onLcpPath(audits: Audits): string[] {
  const paint = observedLcp(audits);
  const rows = (audits['network-requests']?.details as Details<RequestRow>)?.items ?? [];
  if (paint == null) return [];
  return rows
    .filter((r) => r.url && r.networkEndTime != null && r.networkEndTime <= paint)
    .sort((a, b) => a.networkEndTime! - b.networkEndTime!)
    .map((r) => `${new URL(r.url!).pathname} (${((r.transferSize ?? 0) / 1024).toFixed(1)} KB)`);
}

async function runOnce(url: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...LAUNCHER_FLAGS, ...CHROME_FLAGS],
    ignoreDefaultFlags: true, // LAUNCHER_FLAGS are its defaults, adjusted
    handleSIGINT: false, // bench-processes stops everything, Chromium included
    logLevel: 'silent',
  });
  const untrack = track(
    'Chromium',
    async () => chrome.kill(),
    () => killGroup(chrome.pid),
  );
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: CATEGORIES });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no report for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (id: string) => {
      const value = lhr.categories[id]?.score;
      return value == null ? null : Math.round(value * 100);
    };
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? null;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: metric('largest-contentful-paint'),
      cls: metric('cumulative-layout-shift'),
      tbt: metric('total-blocking-time'),
      // Simulated throttling estimates the LCP from the unthrottled load: every request finished
      // before the paint observed there is taken as on the paint's path (docs/performance.md).
      // Both are kept so an LCP far above the FCP can be read without re-running.
      observedLcp: observedLcp(lhr.audits),
      onLcpPath: onLcpPath(lhr.audits),
      // The audits that cost points, so a miss can be traced without re-running.
      failed: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id),
      // The console-errors audit's details are a table of { description, sourceLocation, url } rows.
      consoleErrors: (
        ((lhr.audits['errors-in-console']?.details as { items?: ConsoleRow[] } | undefined)?.items ??
          []) as ConsoleRow[]
      ).map((item) => `${item.description ?? ''} ${item.sourceLocation?.url ?? item.url ?? ''}`.trim()),
    };
  } finally {
    await untrack();
  }
}

const median = (values: Array<number | null>): number | null => {
  const known = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  return known.length ? known[Math.floor((known.length - 1) / 2)] : null;
};

/**
 * Runs Lighthouse `runs` times on `url`. The row is the run with the median performance score
 * (its audits and paths), with each budgeted figure (score, LCP, TBT, CLS) the median of its own
 * over the runs, as issue 31's budget reads: one slow LCP in a run with a median score no longer
 * stands for the page. `lcpRuns`/`tbtRuns` keep every run's figures.
 */
export async function lighthouseMedian(url: string, runs = 3) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await runOnce(url));
  const sorted = [...results].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
  return {
    ...sorted[Math.floor((sorted.length - 1) / 2)],
    performance: median(results.map((r) => r.performance)),
    lcp: median(results.map((r) => r.lcp)),
    tbt: median(results.map((r) => r.tbt)),
    cls: median(results.map((r) => r.cls)),
    runs: results.map((r) => r.performance),
    lcpRuns: results.map((r) => r.lcp),
    tbtRuns: results.map((r) => r.tbt),
  };
}

/** One page's row: its median run, or `na` when it did not answer 200. */
export type LighthouseRow = Partial<Awaited<ReturnType<typeof lighthouseMedian>>> & { path: string; na?: string };

/** Lighthouse on each of `pages` of `origin` (statuses known so far in `status`); a page not answering 200 gets `na`. */
export async function lighthousePages(
  origin: string,
  pages: string[],
  status: Record<string, number>,
  runs: number,
  log: (line: string) => void,
) {
  const rows: LighthouseRow[] = [];
  for (const p of pages) {
    const code = status[p] ?? (await statusOf(origin + p));
    if (code !== 200) {
      rows.push({ path: p, na: naFor(code) });
      continue;
    }
    log(`[bench] Lighthouse ${origin}${p} (${runs} runs)…`);
    rows.push({ path: p, ...(await lighthouseMedian(origin + p, runs)) });
  }
  return rows;
}

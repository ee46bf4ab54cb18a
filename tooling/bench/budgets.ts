import { beaconBudget } from './beacon.ts';
import { floodBudgets } from './flood.ts';
import { indexBudget } from './index-report.ts';
import type { LighthouseRow } from './lighthouse.ts';
import type { Results } from './results.ts';

// Budgets (issues 6 and 17) checked against one run's measurements: a PASS, FAIL or N/A line each.
export const BUDGETS = {
  performance: 95,
  otherCategories: 100,
  jsOverBareBytes: 40_000, // KB here are 1,000 bytes, as in the 174 KB baseline
  apiP99Ms: 50,
  listingP99Ms: 150,
  searchP99Ms: 150,
  pageRatio: 0.9, // a page against the bare app serving its bytes
  searchRatio: 0.5,
  // A results page (/blog?q=): its 2xx answers against the bare app serving the same bytes.
  searchPageRatio: 0.3,
  searchPageP99Ms: 300,
  // Against the bare Next.js page measured in the same run (medians of three each).
  performanceBelowBare: 3,
  lcpOverBareMs: 400,
  tbtOverBareMs: 100,
};

export const kb = (bytes: number) => (bytes / 1000).toFixed(1);

/** A page against the bare Next.js page of the same run: score, LCP and TBT (issue 31's budget). */
function againstBare(p: LighthouseRow, bare: LighthouseRow): string {
  if (bare.na || bare.performance == null)
    return `N/A  Lighthouse ${p.path} against the bare page: ${bare.na ?? 'no score'}`;
  const misses: string[] = [];
  const floor = bare.performance - BUDGETS.performanceBelowBare;
  if (p.performance! < floor) misses.push(`performance ${p.performance} < bare ${bare.performance} − 3`);
  const over = (value: number | null | undefined, base: number | null | undefined, limit: number, label: string) => {
    if (value == null || base == null) misses.push(`${label} not measured`);
    else if (value > base + limit)
      misses.push(`${label} ${Math.round(value)} ms > bare ${Math.round(base)} + ${limit}`);
  };
  over(p.lcp, bare.lcp, BUDGETS.lcpOverBareMs, 'LCP');
  over(p.tbt, bare.tbt, BUDGETS.tbtOverBareMs, 'TBT');
  const met = `perf ≥ bare − 3, LCP ≤ bare + ${BUDGETS.lcpOverBareMs} ms, TBT ≤ bare + ${BUDGETS.tbtOverBareMs} ms`;
  return `${misses.length ? 'FAIL' : 'PASS'} Lighthouse ${p.path} against the bare page: ${misses.join(', ') || met}`;
}

/** One line per budget: PASS, FAIL or N/A (a route not built yet, or a part not measured). */
export function checkBudgets(r: Results): string[] {
  const lines: string[] = [];
  const line = (state: string, text: string) => lines.push(`${state.padEnd(4)} ${text}`);
  if (!r.lighthouse) line('N/A', 'Lighthouse: not run (quick mode)');
  for (const p of r.lighthouse ?? []) {
    if (p.na) {
      line('N/A', `Lighthouse ${p.path}: ${p.na}`);
      continue;
    }
    const misses: string[] = [];
    if (p.performance! < BUDGETS.performance) misses.push(`performance ${p.performance} < ${BUDGETS.performance}`);
    for (const [key, label] of [
      ['accessibility', 'accessibility'],
      ['bestPractices', 'best practices'],
      ['seo', 'SEO'],
    ] as const)
      if (p[key]! < BUDGETS.otherCategories) misses.push(`${label} ${p[key]} < 100`);
    line(misses.length ? 'FAIL' : 'PASS', `Lighthouse ${p.path}: ${misses.join(', ') || 'perf ≥ 95, others 100'}`);
    if (r.lighthouseBare) lines.push(againstBare(p, r.lighthouseBare));
  }
  const bare = r.js.bare.gzipBytes;
  for (const p of r.js.pages.filter((x) => x.marketing)) {
    if (p.status !== 200) line('N/A', `first-load JS ${p.path}: status ${p.status}`);
    else {
      const over = p.gzipBytes - bare;
      const text = `first-load JS ${p.path}: ${kb(p.gzipBytes)} KB = bare ${over >= 0 ? '+' : '−'} ${kb(Math.abs(over))} KB (limit +${kb(BUDGETS.jsOverBareBytes)})`;
      line(over <= BUDGETS.jsOverBareBytes ? 'PASS' : 'FAIL', text);
    }
  }
  const framework = r.load.framework?.vsSame;
  const frameworkNote = framework ? ` (a bare Next.js page: ${framework.toFixed(2)}×)` : '';
  for (const t of r.load.targets) {
    if (t.na) {
      line('N/A', `${t.name}: ${t.na}`);
      continue;
    }
    const served = t.served ? ' (2xx alone)' : '';
    const rate = t.served?.perSecond ?? t.requestsPerSecond;
    const tail = t.served?.p99 ?? t.p99;
    const p99 = (limit: number, inclusive = false) =>
      tail === null
        ? line('FAIL', `${t.name}: no search served`)
        : line(
            tail < limit || (inclusive && tail === limit) ? 'PASS' : 'FAIL',
            `${t.name} p99${served} ${tail} ms ${inclusive ? '≤' : '<'} ${limit} ms`,
          );
    const ratio = (limit: number, note = '') =>
      t.vsSame === undefined
        ? line('N/A', `${t.name} ≥ ${limit}× the bare app: its reference did not answer`)
        : line(
            t.vsSame >= limit ? 'PASS' : 'FAIL',
            `${t.name} ${t.vsSame.toFixed(2)}× the bare app serving its bytes${served} (${Math.round(rate)} vs ${Math.round(t.reference!.requestsPerSecond)} req/s), limit ${limit}×${note}`,
          );
    if (t.budget === 'page') ratio(BUDGETS.pageRatio, frameworkNote);
    if (t.budget === 'search-page') {
      ratio(BUDGETS.searchPageRatio);
      p99(BUDGETS.searchPageP99Ms, true);
    }
    if (t.budget === 'search') {
      ratio(BUDGETS.searchRatio);
      p99(BUDGETS.searchP99Ms);
    }
    if (t.budget === 'api') p99(BUDGETS.apiP99Ms);
    if (t.budget === 'listing') p99(BUDGETS.listingP99Ms);
  }
  if (r.flood) lines.push(...floodBudgets(r.flood));
  if (r.beacon) lines.push(...beaconBudget(r.beacon));
  const index = indexBudget(r);
  if (index) lines.push(index);
  return lines;
}

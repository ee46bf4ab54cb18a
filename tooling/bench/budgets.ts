import { floodBudget } from './flood.ts';
import { indexBudget } from './index-report.ts';
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
};

export const kb = (bytes: number) => (bytes / 1000).toFixed(1);

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
    const p99 = (limit: number) => line(t.p99 < limit ? 'PASS' : 'FAIL', `${t.name} p99 ${t.p99} ms < ${limit} ms`);
    const ratio = (limit: number, note = '') =>
      t.vsSame === undefined
        ? line('N/A', `${t.name} ≥ ${limit}× the bare app: its reference did not answer`)
        : line(
            t.vsSame >= limit ? 'PASS' : 'FAIL',
            `${t.name} ${t.vsSame.toFixed(2)}× the bare app serving its bytes (${Math.round(t.requestsPerSecond)} vs ${Math.round(t.reference!.requestsPerSecond)} req/s), limit ${limit}×${note}`,
          );
    if (t.budget === 'page') ratio(BUDGETS.pageRatio, frameworkNote);
    if (t.budget === 'search') {
      ratio(BUDGETS.searchRatio);
      p99(BUDGETS.searchP99Ms);
    }
    if (t.budget === 'api') p99(BUDGETS.apiP99Ms);
    if (t.budget === 'listing') p99(BUDGETS.listingP99Ms);
  }
  if (r.flood) lines.push(floodBudget(r.flood));
  const index = indexBudget(r);
  if (index) lines.push(index);
  return lines;
}

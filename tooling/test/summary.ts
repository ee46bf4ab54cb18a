// `npm test`'s closing lines: one per step (ok or FAILED, its time, and for the test runners their
// counts), then "Summary: N passed, N failed". Every step is listed, including the ones after a
// failed step, so one failure never hides the others' numbers.
import { readFileSync } from 'node:fs';
import type { CpuUse } from './cpu-use.ts';

export type Counts = { passed: number; failed: number; skipped: number; flaky?: number };
export type Step = { name: string; ok: boolean; seconds: number; cpu?: CpuUse };

// What the counts reporter writes (tooling/test/jest-counts-reporter.ts).
type JestCountsFile = Record<
  'numPassedTests' | 'numFailedTests' | 'numRuntimeErrorTestSuites' | 'numPendingTests' | 'numTodoTests',
  number
>;
// The fields of Playwright's JSON report read here.
type PlaywrightReport = { stats?: Record<'expected' | 'unexpected' | 'flaky' | 'skipped', number>; errors?: unknown[] };

/** A JSON file's value, or null when it is missing or not JSON (the runner died before writing it). */
export function readJson(file: string) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** passed/failed from jest's counts; a suite that could not even run counts as failed. */
export function jestCounts(report: JestCountsFile | null): Counts | null {
  if (!report) return null;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

/** passed/failed from Playwright's JSON report; errors outside tests (web server) count as failed. */
export function playwrightCounts(report: PlaywrightReport | null): Counts | null {
  if (!report?.stats) return null;
  const { expected, unexpected, flaky, skipped } = report.stats;
  return { passed: expected + flaky, failed: unexpected + (report.errors?.length ?? 0), skipped, flaky };
}

/**
 * The closing lines. `counts` has an entry for each step that runs tests: its counts, or null
 * when the runner failed before reporting one (then the step counts as one failure).
 */
export function summaryLines(steps: Step[], counts: Record<string, Counts | null>): string[] {
  let passed = 0;
  let failed = 0;
  const lines = steps.map(({ name, ok, seconds, cpu }) => {
    const tally = counts[name];
    let detail = '';
    if (tally) {
      detail = `: ${tally.passed} passed, ${tally.failed} failed${tally.skipped ? `, ${tally.skipped} skipped` : ''}`;
      passed += tally.passed;
      failed += tally.failed;
    } else if (name in counts && !ok) {
      detail = ': no results';
      failed += 1;
    }
    const busy = cpu ? `, cores ${cpu.busyPercent}% busy` : '';
    return `[test] ${ok ? 'ok    ' : 'FAILED'} ${name} (${seconds} s${busy})${detail}`;
  });
  return [...lines, `Summary: ${passed} passed, ${failed} failed`];
}

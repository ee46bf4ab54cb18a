// How long each test file took, from jest's counts file and Playwright's JSON report: printed as the
// slowest files at the end of `npm test` and kept, one line per run, in the tool cache's
// test-durations.jsonl, so the suite's cost can be followed from run to run (docs/testing.md).
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

export type FileTime = { runner: string; file: string; seconds: number };
export type RunRecord = {
  finished: string;
  commit: string;
  set?: string;
  steps: Record<string, number>;
  /** Each step's busy CPU-seconds, all cores together (tooling/test/cpu-use.ts). */
  cpuSeconds?: Record<string, number>;
  files: FileTime[];
};

type JestFiles = { files?: { file: string; seconds: number }[] } | null;
type PlaywrightResult = { duration?: number };
type PlaywrightSpec = { tests?: { results?: PlaywrightResult[] }[] };
type PlaywrightSuite = { file?: string; specs?: PlaywrightSpec[]; suites?: PlaywrightSuite[] };
type PlaywrightReport = { suites?: PlaywrightSuite[] } | null;

const round = (seconds: number) => Math.round(seconds * 10) / 10;

/** The per-file times the counts reporter wrote (tooling/test/jest-counts-reporter.ts). */
export function jestFileTimes(runner: string, report: JestFiles): FileTime[] {
  return (report?.files ?? []).map(({ file, seconds }) => ({ runner, file, seconds: round(seconds) }));
}

/** Worker-seconds per spec file: every attempt of every test in it, retries included. */
export function playwrightFileTimes(report: PlaywrightReport): FileTime[] {
  const totals = new Map<string, number>();
  const visit = (suite: PlaywrightSuite, file: string) => {
    const here = suite.file ?? file;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? []) totals.set(here, (totals.get(here) ?? 0) + (result.duration ?? 0));
    for (const child of suite.suites ?? []) visit(child, here);
  };
  for (const suite of report?.suites ?? []) visit(suite, suite.file ?? '');
  return [...totals].map(([file, ms]) => ({
    runner: 'playwright',
    file: path.join('e2e', file),
    seconds: round(ms / 1000),
  }));
}

/** The `count` slowest files of the run, slowest first, one line each. */
export function slowestLines(times: FileTime[], count = 15): string[] {
  const slowest = [...times].sort((a, b) => b.seconds - a.seconds).slice(0, count);
  if (slowest.length === 0) return [];
  const width = Math.max(...slowest.map(({ seconds }) => String(seconds).length));
  return [
    `[test] the ${slowest.length} slowest test files:`,
    ...slowest.map(({ runner, file, seconds }) => `[test]   ${String(seconds).padStart(width)} s  ${file} (${runner})`),
  ];
}

/** Appends the run to `dir`/test-durations.jsonl; a cache that cannot be written costs only the record. */
export function keepRun(dir: string, record: RunRecord): string | null {
  try {
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, 'test-durations.jsonl');
    appendFileSync(file, `${JSON.stringify(record)}\n`);
    return file;
  } catch {
    return null;
  }
}

/** The checked-out commit, for the record; '' outside a git checkout. */
export function headCommit(cwd: string): string {
  const git = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd, encoding: 'utf8', timeout: 5_000 });
  return git.status === 0 ? git.stdout.trim() : '';
}

// The steps of `npm test` and `npm run test:soak`: each named, timed and reported, so one failure
// never hides the others' numbers, with the jest and Playwright runs' counts and per-file times.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onStop, runCommand } from '../../server/launcher/processes.ts';
import type { Log } from '../../server/launcher/progress.ts';
import { toolCacheRoot } from '../../server/launcher/tool-cache.ts';
import { cpuMark, cpuUse, floorLine } from './cpu-use.ts';
import { COUNTS_FILE_VARIABLE } from './jest-counts-reporter.ts';
import { jestCounts, playwrightCounts, readJson, summaryLines, type Counts, type Step } from './summary.ts';
import { headCommit, jestFileTimes, keepRun, playwrightFileTimes, slowestLines, type FileTime } from './durations.ts';

type Runner = 'jest' | 'playwright';

/** Runs commands at once; 0 when all passed, otherwise 1 and a line naming each that failed. */
export async function allOf(log: Log, runs: Record<string, () => Promise<number>>): Promise<number> {
  const names = Object.keys(runs);
  const codes = await Promise.all(Object.values(runs).map((run) => run().catch(() => 1)));
  const failed = names.filter((_, i) => codes[i] !== 0);
  for (const name of failed) log(`[test] ${name} failed`);
  return failed.length === 0 ? 0 : 1;
}

/** `set` names the run in the kept record: 'test' (npm test) or 'soak' (npm run test:soak). */
export function testSteps(root: string, log: Log, set: string) {
  const reports = mkdtempSync(path.join(os.tmpdir(), 'sahla-test-reports-'));
  onStop(() => rmSync(reports, { recursive: true, force: true }));
  const steps: Step[] = [];
  const results = new Map<string, { runner: Runner; file: string }>();
  const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

  /** Runs one step; a thrown error is its failure, told in one line. */
  async function step(name: string, run: () => Promise<number>) {
    log(`\n[test] ── ${name} ──`);
    const started = Date.now();
    const mark = cpuMark();
    let code;
    try {
      code = await run();
    } catch (error) {
      log(`[test] ${name}: ${(error as Error).message}`);
      code = 1;
    }
    const seconds = (Date.now() - started) / 1000;
    steps.push({ name, ok: code === 0, seconds: Math.round(seconds), cpu: cpuUse(mark, cpuMark(), seconds) });
    return code === 0;
  }

  /** A command of node_modules/.bin, run from the project with extra environment. */
  const tool =
    (name: string, args: string[], env: Record<string, string> = {}) =>
    () =>
      runCommand(bin(name), args, { cwd: root, env: { ...process.env, ...env } });

  /** jest with `args`, its counts and times kept as step `name`'s results. */
  function jest(name: string, args: string[], env: Record<string, string> = {}) {
    const file = path.join(reports, `${results.size}-jest.json`);
    results.set(name, { runner: 'jest', file });
    const reporter = path.join(import.meta.dirname, 'jest-counts-reporter.ts');
    return tool('jest', [...args, '--reporters=default', `--reporters=${reporter}`], {
      ...env,
      [COUNTS_FILE_VARIABLE]: file,
    });
  }

  /** Playwright with `env`, its JSON report kept as step `name`'s results. */
  function playwright(name: string, env: Record<string, string>) {
    const file = path.join(reports, `${results.size}-playwright.json`);
    results.set(name, { runner: 'playwright', file });
    const reporters = process.env.CI ? 'list,json,html' : 'list,json';
    return tool('playwright', ['test', `--reporter=${reporters}`], { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: file });
  }

  /** The closing lines (slowest files, each step, "Summary: ..."); 0 when every step passed. */
  function finish(): number {
    const counts: Record<string, Counts | null> = {};
    const files: FileTime[] = [];
    for (const [name, { runner, file }] of results) {
      const report = existsSync(file) ? readJson(file) : null;
      counts[name] = runner === 'jest' ? jestCounts(report) : playwrightCounts(report);
      files.push(...(runner === 'jest' ? jestFileTimes(name, report) : playwrightFileTimes(report)));
    }
    const kept = keepRun(toolCacheRoot(), {
      finished: new Date().toISOString(),
      commit: headCommit(root),
      set,
      steps: Object.fromEntries(steps.map(({ name, seconds }) => [name, seconds])),
      cpuSeconds: Object.fromEntries(steps.map(({ name, cpu }) => [name, cpu?.cpuSeconds ?? 0])),
      files,
    });
    log('');
    for (const line of slowestLines(files)) log(line);
    if (kept) log(`[test] every file's time is kept in ${kept}`);
    log(
      floorLine(
        steps.flatMap(({ cpu }) => (cpu ? [cpu] : [])),
        cpuMark().cores,
      ),
    );
    for (const line of summaryLines(steps, counts)) log(line);
    return steps.every((s) => s.ok) ? 0 : 1;
  }

  return { step, tool, jest, playwright, finish, reports };
}

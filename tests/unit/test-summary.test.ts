import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runFixtureJest } from '../helpers/fixture-jest';
import { allOf } from '@/tooling/test/steps.ts';
import { jestCounts, readJson, summaryLines } from '@/tooling/test/summary.ts';

describe("npm test's summary", () => {
  let scratch: string;
  beforeAll(() => {
    scratch = mkdtempSync(path.join(os.tmpdir(), 'sahla-summary-'));
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('counts a jest run whose failure holds a circular value: 1 passed, 1 failed', () => {
    // A real jest run on a fixture, with the reporter and arguments `npm test` uses.
    const counts = path.join(scratch, 'jest.json');
    const run = runFixtureJest(counts);
    expect(run.status).toBe(1);
    const lines = summaryLines(
      [
        { name: 'eslint', ok: false, seconds: 3 },
        { name: 'jest', ok: false, seconds: 2 },
      ],
      { jest: jestCounts(readJson(counts)) },
    );
    expect(lines).toEqual([
      '[test] FAILED eslint (3 s)',
      '[test] FAILED jest (2 s): 1 passed, 1 failed',
      'Summary: 1 passed, 1 failed',
    ]);
  });

  it('lists every step after a failed one, and a runner that reported nothing as one failure', () => {
    const lines = summaryLines(
      [
        { name: 'build', ok: false, seconds: 40 },
        { name: 'jest', ok: true, seconds: 30 },
        { name: 'playwright', ok: false, seconds: 0 },
      ],
      { jest: { passed: 300, failed: 0, skipped: 2 }, playwright: null },
    );
    expect(lines).toEqual([
      '[test] FAILED build (40 s)',
      '[test] ok     jest (30 s): 300 passed, 0 failed, 2 skipped',
      '[test] FAILED playwright (0 s): no results',
      'Summary: 300 passed, 1 failed',
    ]);
  });

  it('runs the static checks side by side and names each one that failed', async () => {
    const lines: string[] = [];
    const started: string[] = [];
    let finishTsc: (code: number) => void = () => {};
    const code = allOf((line) => lines.push(line), {
      eslint: async () => (started.push('eslint'), 1),
      imports: async () => (started.push('imports'), 0),
      // tsc is still running when the others have finished: they did not wait for it.
      tsc: () => (started.push('tsc'), new Promise<number>((resolve) => (finishTsc = resolve))),
    });
    await Promise.resolve();
    expect(started).toEqual(['eslint', 'imports', 'tsc']);
    finishTsc(2);
    expect(await code).toBe(1);
    expect(lines).toEqual(['[test] eslint failed', '[test] tsc failed']);
  });
});

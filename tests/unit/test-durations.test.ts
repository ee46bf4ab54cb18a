import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runFixtureJest } from '../helpers/fixture-jest';
import { readJson } from '@/tooling/test/summary.ts';
import { jestFileTimes, keepRun, playwrightFileTimes, slowestLines } from '@/tooling/test/durations.ts';

describe("npm test's per-file durations", () => {
  let scratch: string;
  beforeAll(() => {
    scratch = mkdtempSync(path.join(os.tmpdir(), 'sahla-durations-'));
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('names each jest file with its time, from the reporter `npm test` uses', () => {
    const counts = path.join(scratch, 'jest.json');
    runFixtureJest(counts, []);
    const [only, ...rest] = jestFileTimes('jest', readJson(counts));
    expect(rest).toEqual([]);
    expect(only.file).toBe(path.join('tests', 'fixtures', 'failing-jest', 'circular.fixture.js'));
    expect(only.seconds).toBeGreaterThanOrEqual(0);
    expect(only.seconds).toBeLessThan(60);
  });

  it('adds up every attempt in a Playwright spec file, nested describes and retries included', () => {
    // The shape of Playwright's JSON reporter: a suite per file, describes as nested suites.
    const attempt = (ms: number) => ({ duration: ms });
    const report = {
      suites: [
        {
          file: 'routes.spec.ts',
          specs: [{ tests: [{ results: [attempt(1_000), attempt(1_500)] }] }],
          suites: [{ file: 'routes.spec.ts', specs: [{ tests: [{ results: [attempt(2_000)] }] }] }],
        },
        { file: 'load.spec.ts', specs: [{ tests: [{ results: [attempt(61_000)] }] }] },
      ],
    };
    expect(playwrightFileTimes(report)).toEqual([
      { runner: 'playwright', file: path.join('e2e', 'routes.spec.ts'), seconds: 4.5 },
      { runner: 'playwright', file: path.join('e2e', 'load.spec.ts'), seconds: 61 },
    ]);
  });

  it('prints the slowest first, at most the number asked, and keeps each run as a line', () => {
    const files = Array.from({ length: 20 }, (_, i) => ({
      runner: 'jest',
      file: `tests/unit/f${i}.test.ts`,
      seconds: i,
    }));
    const lines = slowestLines(files);
    expect(lines[0]).toBe('[test] the 15 slowest test files:');
    expect(lines).toHaveLength(16);
    expect(lines[1]).toContain('19 s  tests/unit/f19.test.ts (jest)');
    expect(lines[15]).toContain('5 s  tests/unit/f5.test.ts (jest)');

    const record = { finished: 'now', commit: 'abc', steps: { jest: 3 }, files };
    const kept = keepRun(path.join(scratch, 'cache'), record);
    keepRun(path.join(scratch, 'cache'), record);
    const runs = readFileSync(kept!, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(runs).toEqual([record, record]);
  });
});

import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { COUNTS_FILE_VARIABLE } from '@/tooling/test/jest-counts-reporter.ts';

const root = path.resolve(__dirname, '..', '..');

/**
 * A real jest run of tests/fixtures/failing-jest (one passing test, one failing) with the counts
 * reporter `npm test` uses, writing its counts to `countsFile`.
 */
export function runFixtureJest(countsFile: string, reporters = ['--reporters=default']) {
  return spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules', 'jest', 'bin', 'jest.js'),
      '--rootDir',
      path.join(root, 'tests', 'fixtures', 'failing-jest'),
      '--config',
      JSON.stringify({ testEnvironment: 'node', testMatch: ['**/*.fixture.js'] }),
      ...reporters,
      `--reporters=${path.join(root, 'tooling', 'test', 'jest-counts-reporter.ts')}`,
    ],
    { cwd: root, encoding: 'utf8', env: { ...process.env, [COUNTS_FILE_VARIABLE]: countsFile }, timeout: 60_000 },
  );
}

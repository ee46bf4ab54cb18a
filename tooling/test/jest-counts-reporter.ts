// A jest reporter that writes the run's counts and each file's duration, and nothing else, to the
// file named by SAHLA_JEST_COUNTS: `npm test` reads them for its summary (tooling/test/summary.ts).
//
// Why not jest's own `--json --outputFile`: that file is the whole results object, failure
// details included, and a failed assertion on a value that contains itself (a mongoose document,
// an HTTP response) makes jest's JSON.stringify throw. The file is then never written, and a run
// with one failure reported "no results" instead of its real counts. Counts are plain numbers.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AggregatedResult } from '@jest/test-result';

export const COUNTS_FILE_VARIABLE = 'SAHLA_JEST_COUNTS';

/** The numbers of jest's aggregated result that the summary reads. */
export function countsOf(results: AggregatedResult) {
  return {
    numPassedTests: results.numPassedTests,
    numFailedTests: results.numFailedTests,
    numRuntimeErrorTestSuites: results.numRuntimeErrorTestSuites,
    numPendingTests: results.numPendingTests,
    numTodoTests: results.numTodoTests,
    files: results.testResults.map(({ testFilePath, perfStats }) => ({
      file: path.relative(process.cwd(), testFilePath),
      seconds: (perfStats.end - perfStats.start) / 1000,
    })),
  };
}

// jest loads a reporter from its default export.
export default class JestCountsReporter {
  onRunComplete(_contexts: unknown, results: AggregatedResult): void {
    const file = process.env[COUNTS_FILE_VARIABLE];
    if (file) writeFileSync(file, `${JSON.stringify(countsOf(results))}\n`);
  }
}

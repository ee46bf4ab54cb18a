// The project's commands that check it: `npm test`, `npm run test:soak` and `npm run bench` (started through
// server/node-runtime.mjs, on Node 24). The site's own commands are server/run.ts.
import path from 'node:path';
import { runMode } from '../server/lib/command-line.ts';
import { ensureFerretdb, projectRoot } from '../server/lib/ferretdb.ts';
import { runCommand, stopAndExit } from '../server/lib/processes.ts';
import { ensureChromium } from './services/chromium.ts';
import { ensureVersitygw } from './services/s3-server.ts';
import { runSoaks } from './test/soak-mode.ts';
import { runTests } from './test/test-mode.ts';

const root = projectRoot();
const log = (line: string) => console.log(line);

/** Chromium, FerretDB and the S3 server, at once: apt-get's download and the Go builds overlap. */
async function ensureTestTools() {
  await Promise.all([
    ensureChromium({ log }),
    ensureFerretdb({ log }),
    // Built here, with progress lines, rather than inside a jest hook the first time a test needs
    // it. A failed build stops nothing else: the tests that need S3 then fail with the reason.
    ensureVersitygw({ log }).catch((error) => log(`[s3] ${error.message}: the S3 tests will fail`)),
  ]);
}

await runMode(
  'tooling/run.ts',
  {
    async test() {
      await ensureTestTools();
      await stopAndExit(await runTests({ log }));
    },

    async soak() {
      await ensureTestTools();
      await stopAndExit(await runSoaks({ log }));
    },

    async bench() {
      const bench = path.join(root, 'tooling', 'bench', 'run.ts');
      await stopAndExit(await runCommand(process.execPath, [bench, ...process.argv.slice(3)], { cwd: root }));
    },
  },
  { log },
);

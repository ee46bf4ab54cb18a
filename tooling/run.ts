// The project's commands that check it: `npm test` and `npm run bench` (started through
// server/node-runtime.mjs, on Node 24). The site's own commands are server/run.ts.
import path from 'node:path';
import { runMode } from '../server/launcher/command-line.ts';
import { ensureFerretdb, projectRoot } from '../server/launcher/ferretdb.ts';
import { runCommand, stopAndExit } from '../server/launcher/processes.ts';
import { ensureChromium } from './services/chromium.ts';
import { ensureVersitygw } from './services/s3-server.ts';
import { runTests } from './test/test-mode.ts';

const root = projectRoot();
const log = (line: string) => console.log(line);

await runMode(
  'tooling/run.ts',
  {
    async test() {
      // At once: apt-get's download and the two Go builds' module downloads and links overlap
      // (on a fresh machine 37 s, 114 s and 146 s one after another).
      await Promise.all([
        ensureChromium({ log }),
        ensureFerretdb({ log }),
        // Built here, with progress lines, rather than inside a jest hook the first time a test needs
        // it. A failed build stops nothing else: the tests that need S3 then fail with the reason.
        ensureVersitygw({ log }).catch((error) => log(`[s3] ${error.message}: the S3 tests will fail`)),
      ]);
      await stopAndExit(await runTests({ log }));
    },

    async bench() {
      const bench = path.join(root, 'tooling', 'bench', 'run.ts');
      await stopAndExit(await runCommand(process.execPath, [bench, ...process.argv.slice(3)], { cwd: root }));
    },
  },
  { log },
);

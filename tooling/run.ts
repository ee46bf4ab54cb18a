// The project's commands that check it: `npm test`, `npm run test:soak` and `npm run bench` (started through
// server/node-runtime.mjs, on Node 24). The site's own commands are server/run.ts.
import path from 'node:path';
import { runMode } from '../server/launcher/command-line.ts';
import { ensureFerretdb, projectRoot } from '../server/launcher/ferretdb.ts';
import { runCommand, stopAndExit } from '../server/launcher/processes.ts';
import { ensureChromium } from './services/chromium.ts';
import { ensureVersitygw } from './services/s3-server.ts';
import { runSoaks } from './test/soak-mode.ts';
import { runTests } from './test/test-mode.ts';

const root = projectRoot();
const log = (line: string) => console.log(line);

/**
 * The tests' browser first (its apt-get must not meet the container engine's), then the Go builds of FerretDB
 * and the S3 server, which go on in the background: `ready` settles when both are done.
 */
async function startTestTools() {
  await ensureChromium({ log });
  const ready = Promise.all([
    ensureFerretdb({ log }),
    // A failed S3 build stops nothing else: the tests that need S3 then fail with the reason.
    ensureVersitygw({ log }).catch((error) => log(`[s3] ${error.message}: the S3 tests will fail`)),
  ]);
  return { ready };
}

await runMode(
  'tooling/run.ts',
  {
    async test() {
      // The Go builds (a fresh machine's minutes) go on beside the Next build and the static checks.
      const { ready } = await startTestTools();
      await stopAndExit(await runTests({ log, tools: ready }));
    },

    async soak() {
      const { ready } = await startTestTools();
      await ready;
      await stopAndExit(await runSoaks({ log }));
    },

    async bench() {
      await ensureChromium({ log, use: 'lighthouse' });
      const bench = path.join(root, 'tooling', 'bench', 'run.ts');
      await stopAndExit(await runCommand(process.execPath, [bench, ...process.argv.slice(3)], { cwd: root }));
    },
  },
  { log },
);

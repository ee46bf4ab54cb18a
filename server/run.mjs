// The project's commands: `npm start`, `npm run dev`, `npm test`, `npm run seed`, `npm run bench`.
// Node built-ins only: this runs before dependencies are installed.
import path from 'node:path';
import { ensureBuild, standaloneDir } from './lib/build.mjs';
import { ensureChromium } from '../tooling/services/chromium.mjs';
import { loadEnvFiles } from './lib/env-file.mjs';
import { ensureFerretdb, projectRoot } from './lib/ferretdb.mjs';
import { ensureDependencies } from './lib/install.mjs';
import { runOnSupportedNode } from './node-runtime.mjs';
import { ensureVersitygw } from '../tooling/services/s3-server.mjs';
import { runCommand, stopAndExit, stopOnSignals, stopWhenParentExits } from './lib/processes.mjs';
import { supervise } from './lib/supervise.mjs';
import { PEER_HEADER_MODULE, siteEnvironment, startSite } from './lib/site.mjs';
import { runBackup, runSeed } from './lib/tasks.mjs';
import { runTests } from '../tooling/test/test-mode.mjs';

const root = projectRoot();
const log = (line) => console.log(line);
process.env.NEXT_TELEMETRY_DISABLED = '1';

const modes = {
  async start() {
    await ensureBuild({ log });
    await startSite({ serverDir: standaloneDir(), log });
  },

  async dev() {
    const env = await siteEnvironment({ log });
    supervise(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'dev'], {
      cwd: root,
      env: {
        ...env,
        PORT: process.env.PORT || '3000',
        // next dev runs its server in a child process, which inherits NODE_OPTIONS.
        NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import ${JSON.stringify(PEER_HEADER_MODULE)}`]
          .filter(Boolean)
          .join(' '),
      },
      name: 'next dev',
      log,
    });
  },

  async test() {
    await ensureChromium({ log });
    await ensureFerretdb({ log });
    // Built here, with progress lines, rather than inside a jest hook the first time a test needs
    // it. A failed build stops nothing else: the tests that need S3 then fail with the reason.
    await ensureVersitygw({ log }).catch((error) => log(`[s3] ${error.message}: the S3 tests will fail`));
    await stopAndExit(await runTests({ log }));
  },

  async seed() {
    await stopAndExit(await runSeed({ root, log }));
  },

  async backup() {
    await stopAndExit(await runBackup(root, ['backup', ...process.argv.slice(3)]));
  },

  async restore() {
    await stopAndExit(await runBackup(root, ['restore', ...process.argv.slice(3)]));
  },

  async bench() {
    const bench = path.join(root, 'tooling', 'bench', 'run.mjs');
    await stopAndExit(await runCommand(process.execPath, [bench, ...process.argv.slice(3)], { cwd: root }));
  },
};

const mode = process.argv[2];
if (!Object.hasOwn(modes, mode)) {
  console.error(`usage: node server/run.mjs <${Object.keys(modes).join('|')}>`);
  process.exit(2);
}
try {
  // On an older Node this re-runs the whole command on the project's Node and never returns.
  await runOnSupportedNode({ log });
} catch (error) {
  console.error(`[sahla] ${mode} failed: ${error.message}`);
  process.exit(1);
}
// Stopping a server on request is success; an interrupted test run or seed is not.
const exitCode = mode === 'start' || mode === 'dev' ? 0 : 1;
stopOnSignals({ log, exitCode });
if (process.env.npm_lifecycle_event) stopWhenParentExits({ log, exitCode });
try {
  loadEnvFiles();
  await ensureDependencies({ log });
  await modes[mode]();
} catch (error) {
  console.error(`[sahla] ${mode} failed: ${error.message}`);
  await stopAndExit(1);
}

// `npm test`: static checks, then every jest and Playwright test but the soaks, then one summary line.
import path from 'node:path';
import { stageHostBuild } from '../container/host-build.ts';
import { prepareSiteImage } from '../container/site-image.ts';
import { containerTestEnv, engineAvailable, startContainerAhead } from './container-ahead.ts';
import { chromiumPath } from '../services/chromium.ts';
import { freePort, projectRoot } from '../../server/launcher/ferretdb.ts';
import { ensureBuild } from '../../server/launcher/build.ts';
import type { Log } from '../../server/launcher/progress.ts';
import { readJson } from './summary.ts';
import { allOf, testSteps } from './steps.ts';

/** `tools`: Chromium, FerretDB and the S3 server being made; awaited before the first test step. */
export async function runTests({ log = console.log as Log, tools = Promise.resolve() as Promise<unknown> } = {}) {
  const root = projectRoot();
  // Held now, so a failed Go build is told when the tests need it rather than crashing the run.
  const toolsReady = tools.then(
    () => true,
    (error) => (log(`[test] a tool could not be made: ${(error as Error).message}`), false),
  );
  const { step, tool, jest, playwright, finish, reports } = testSteps(root, log, 'test');

  // The engine first, in the foreground: its apt-get must not meet the apt-get of a test installing Redis.
  const engineReady = await engineAvailable(log);

  // Built first: tsc then sees Next's generated route types, and Playwright's server starts at once.
  const built = await step('build', async () => (await ensureBuild({ log }), 0));
  // The import rules (.dependency-cruiser.cjs): the very command of `npm run lint:imports`.
  const [cruise, ...cruiseArgs] = readJson(path.join(root, 'package.json')).scripts['lint:imports'].split(' ');
  // Three checks of one core each, side by side: the step lasts as long as the longest (tsc).
  await step('eslint, imports, tsc', () =>
    allOf(log, { eslint: tool('eslint', ['.']), imports: tool(cruise, cruiseArgs), tsc: tool('tsc', ['--noEmit']) }),
  );
  // The container step's images, made beside the steps below: the site image on this build, copied
  // before any test starts a server on it, with the FerretDB binary the tools step made.
  const stage = path.join(reports, 'host-build');
  const toolsMade = await toolsReady;
  const staged =
    engineReady &&
    built &&
    toolsMade &&
    (await stageHostBuild(stage).then(
      () => true,
      (error) => (log(`[container] the build could not be copied: ${(error as Error).message}`), false),
    ));
  const prepared = staged ? startContainerAhead(reports, log, stage) : async () => null;
  // Two workers, each file on a database of its own; then, alone, the files that time something
  // (jest.config.mjs, TIMED_FILES), so a second worker's load never decides them.
  await step('jest', jest('jest', ['--maxWorkers=2'], { SAHLA_JEST_SET: 'parallel' }));
  await step('jest, timed', jest('jest, timed', ['--runInBand'], { SAHLA_JEST_SET: 'timed' }));
  // Two production servers behind nginx with S3, Redis and SMTP: a step of its own, after the
  // other jest files, so its servers do not compete with them for the CPU.
  const cluster = jest('two instances', ['tests/multi-instance'], { SAHLA_MULTI_INSTANCE: '1' });
  const unbuilt = async () => (log('[test] skipped: the build failed'), 1);
  await step('two instances', built ? cluster : unbuilt);
  // A free port unless one is asked for: parallel runs on one machine must not meet.
  const port = process.env.E2E_PORT || String(await freePort());
  const e2e = playwright('playwright', { E2E_PORT: port, E2E_FRESH_SERVER: '1', CHROMIUM_PATH: chromiumPath() });
  await step('playwright', built ? e2e : unbuilt);
  // The image as an operator runs it, alone or under compose (tooling/container): last, because its
  // tests start whole stacks of containers. It is the real Dockerfile's runtime stage on this run's
  // build, made beside the steps above (tooling/container/host-build.ts); the whole Dockerfile's
  // build is the soak set's.
  const container = async () => {
    if (!staged) throw new Error('the build or the container engine is missing (see above)');
    const image = (await prepared()) ?? (await prepareSiteImage({ log, stage }));
    return jest('container', ['tests/container', '--runInBand'], containerTestEnv(image, '1'))();
  };
  await step('container', built ? container : unbuilt);
  return finish();
}

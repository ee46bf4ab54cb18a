// `npm run test:soak`: the long runs kept out of `npm test` (minute-long loads, a minute-long
// freeze, thousands of made-up addresses, the whole Dockerfile's build), each on servers of its
// own; `.ci/run` runs it after `npm test`.
import { prepareSiteImage } from '../container/site-image.ts';
import { chromiumPath } from '../services/chromium.ts';
import { projectRoot } from '../../server/launcher/ferretdb.ts';
import { ensureBuild } from '../../server/launcher/build.ts';
import type { Log } from '../../server/launcher/progress.ts';
import { containerTestEnv, engineAvailable, startContainerAhead } from './container-ahead.ts';
import { testSteps } from './steps.ts';

export async function runSoaks({ log = console.log as Log } = {}): Promise<number> {
  const { step, jest, playwright, finish, reports } = testSteps(projectRoot(), log, 'soak');
  // The Dockerfile's build (npm ci, next build, FerretDB's Go build) goes on beside the soaks, at the
  // lowest priority: it takes what their waits leave idle (tooling/test/container-ahead.ts).
  const engineReady = await engineAvailable(log);
  const prepared = engineReady ? startContainerAhead(reports, log) : async () => null;
  const built = await step('build', async () => (await ensureBuild({ log }), 0));
  const unbuilt = async () => (log('[test] skipped: the build failed'), 1);
  await step('jest soaks', built ? jest('jest soaks', ['tests/soak', '--runInBand'], { SAHLA_SOAK: '1' }) : unbuilt);
  // One spec at a time: each measures its own site under load, and two at once would share the cores.
  const e2e = playwright('playwright soaks', { SAHLA_SOAK: '1', E2E_WORKERS: '1', CHROMIUM_PATH: chromiumPath() });
  await step('playwright soaks', built ? e2e : unbuilt);
  // The image from the whole Dockerfile, as an operator builds it: what .dockerignore keeps out of
  // it, and the smoke test again on it (jest.config.mjs, DOCKERFILE_SET).
  await step('container, Dockerfile', async () => {
    if (!engineReady) throw new Error('no container engine (see above)');
    const image = (await prepared()) ?? (await prepareSiteImage({ log }));
    return jest('container, Dockerfile', ['tests/container', '--runInBand'], containerTestEnv(image, 'dockerfile'))();
  });
  return finish();
}

// `npm run test:soak`: the long runs kept out of `npm test` (minute-long loads, a minute-long
// freeze, thousands of made-up addresses), each on servers of its own; `.ci/run` runs it after `npm test`.
import { chromiumPath } from '../services/chromium.ts';
import { projectRoot } from '../../server/launcher/ferretdb.ts';
import { ensureBuild } from '../../server/launcher/build.ts';
import type { Log } from '../../server/launcher/progress.ts';
import { testSteps } from './steps.ts';

export async function runSoaks({ log = console.log as Log } = {}): Promise<number> {
  const { step, jest, playwright, finish } = testSteps(projectRoot(), log, 'soak');
  const built = await step('build', async () => (await ensureBuild({ log }), 0));
  const unbuilt = async () => (log('[test] skipped: the build failed'), 1);
  await step('jest soaks', built ? jest('jest soaks', ['tests/soak', '--runInBand'], { SAHLA_SOAK: '1' }) : unbuilt);
  // One spec at a time: each measures its own site under load, and two at once would share the cores.
  const e2e = playwright('playwright soaks', { SAHLA_SOAK: '1', E2E_WORKERS: '1', CHROMIUM_PATH: chromiumPath() });
  await step('playwright soaks', built ? e2e : unbuilt);
  return finish();
}

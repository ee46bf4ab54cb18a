// `npm test`: static checks, then every jest and Playwright test, then one summary line.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureEngine } from '../container/engine.ts';
import { prepareSiteImage } from '../container/site-image.ts';
import { startContainerAhead } from './container-ahead.ts';
import { chromiumPath } from '../services/chromium.ts';
import { freePort, projectRoot } from '../../server/launcher/ferretdb.ts';
import { ensureBuild } from '../../server/launcher/build.ts';
import { onStop, runCommand } from '../../server/launcher/processes.ts';
import type { Log } from '../../server/launcher/progress.ts';
import { COUNTS_FILE_VARIABLE } from './jest-counts-reporter.ts';
import { jestCounts, playwrightCounts, readJson, summaryLines, type Step } from './summary.ts';
import { headCommit, jestFileTimes, keepRun, playwrightFileTimes, slowestLines } from './durations.ts';
import { toolCacheRoot } from '../../server/launcher/tool-cache.ts';

export async function runTests({ log = console.log as Log } = {}): Promise<number> {
  const root = projectRoot();
  const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
  const reports = mkdtempSync(path.join(os.tmpdir(), 'sahla-test-reports-'));
  onStop(() => rmSync(reports, { recursive: true, force: true }));
  const jestJson = path.join(reports, 'jest.json');
  const clusterJson = path.join(reports, 'two-instances.json');
  const containerJson = path.join(reports, 'container.json');
  // jest's default output, plus its counts in a file of their own (jest-counts-reporter.ts).
  const jestArgs = ['--reporters=default', `--reporters=${path.join(import.meta.dirname, 'jest-counts-reporter.ts')}`];
  const playwrightJson = path.join(reports, 'playwright.json');
  const steps: Step[] = [];

  async function step(name: string, run: () => Promise<number>) {
    log(`\n[test] ── ${name} ──`);
    const started = Date.now();
    let code;
    try {
      code = await run();
    } catch (error) {
      log(`[test] ${name}: ${(error as Error).message}`);
      code = 1;
    }
    steps.push({ name, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000) });
    return code === 0;
  }
  const tool =
    (name: string, args: string[], env: Record<string, string> = {}) =>
    () =>
      runCommand(bin(name), args, { cwd: root, env: { ...process.env, ...env } });

  // The container step's image and images, prepared beside everything before it. The engine
  // first, in the foreground: its apt-get must not meet the apt-get of a test installing Redis.
  const engineReady = await ensureEngine({ log }).then(
    () => true,
    (error) => (log(`[container] ${(error as Error).message}: the container step will fail`), false),
  );
  const prepared = engineReady ? startContainerAhead(reports, log) : async () => null;

  // Built first: tsc then sees Next's generated route types, and Playwright's server starts at once.
  const built = await step('build', async () => (await ensureBuild({ log }), 0));
  await step('eslint', tool('eslint', ['.']));
  // The import rules (.dependency-cruiser.cjs): the very command of `npm run lint:imports`.
  const [cruise, ...cruiseArgs] = readJson(path.join(root, 'package.json')).scripts['lint:imports'].split(' ');
  await step('imports', tool(cruise, cruiseArgs));
  await step('tsc', tool('tsc', ['--noEmit']));
  await step('jest', tool('jest', jestArgs, { [COUNTS_FILE_VARIABLE]: jestJson }));
  // Two production servers behind nginx with S3, Redis and SMTP: a step of its own, after the
  // other jest files, so its servers do not compete with them for the CPU.
  const cluster = tool('jest', ['tests/multi-instance', ...jestArgs], {
    SAHLA_MULTI_INSTANCE: '1',
    [COUNTS_FILE_VARIABLE]: clusterJson,
  });
  await step('two instances', built ? cluster : async () => (log('[test] skipped: the build failed'), 1));
  // A free port unless one is asked for: parallel runs on one machine must not meet.
  const port = process.env.E2E_PORT || String(await freePort());
  const reporters = process.env.CI ? 'list,json,html' : 'list,json';
  const e2e = tool('playwright', ['test', `--reporter=${reporters}`], {
    E2E_PORT: port,
    E2E_FRESH_SERVER: '1',
    CHROMIUM_PATH: chromiumPath(),
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
  });
  await step('playwright', built ? e2e : async () => (log('[test] skipped: the build failed'), 1));
  // The real image from the real Dockerfile, run by Docker or podman (tooling/container): last,
  // because its tests start whole stacks of containers; its build has been going on beside the
  // steps above (tooling/test/container-ahead.ts).
  await step('container', async () => {
    const { engine, bases } = (await prepared()) ?? (await prepareSiteImage({ log }));
    return tool('jest', ['tests/container', '--runInBand', ...jestArgs], {
      SAHLA_CONTAINER: '1',
      SAHLA_ENGINE: engine.name,
      SAHLA_ENGINE_BIN: engine.bin,
      SAHLA_BASE_IMAGES: JSON.stringify(bases),
      [COUNTS_FILE_VARIABLE]: containerJson,
    })();
  });

  const results = {
    jest: readJson(jestJson),
    'two instances': readJson(clusterJson),
    playwright: existsSync(playwrightJson) ? readJson(playwrightJson) : null,
    container: readJson(containerJson),
  };
  const counts = {
    jest: jestCounts(results.jest),
    'two instances': jestCounts(results['two instances']),
    playwright: playwrightCounts(results.playwright),
    container: jestCounts(results.container),
  };
  const files = [
    ...jestFileTimes('jest', results.jest),
    ...jestFileTimes('two instances', results['two instances']),
    ...playwrightFileTimes(results.playwright),
    ...jestFileTimes('container', results.container),
  ];
  const kept = keepRun(toolCacheRoot(), {
    finished: new Date().toISOString(),
    commit: headCommit(root),
    steps: Object.fromEntries(steps.map(({ name, seconds }) => [name, seconds])),
    files,
  });
  log('');
  for (const line of slowestLines(files)) log(line);
  if (kept) log(`[test] every file's time is kept in ${kept}`);
  for (const line of summaryLines(steps, counts)) log(line);
  return steps.every((s) => s.ok) ? 0 : 1;
}

// `npm install` when node_modules is missing or older than package.json (never `npm ci`: the
// lockfile lists platform builds this registry lacks).
import { existsSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from './ferretdb.mjs';
import { mustRun } from './processes.mjs';

export function needsInstall(root = projectRoot()) {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(marker)) return true;
  return statSync(path.join(root, 'package.json')).mtimeMs > statSync(marker).mtimeMs;
}

export async function ensureDependencies({ log = console.log } = {}) {
  const root = projectRoot();
  if (!needsInstall(root)) return;
  const started = Date.now();
  log('[install] npm install…');
  // Under `npm start`/`npm test` npm tells us which npm runs us; otherwise use the one on PATH.
  const npmCli = process.env.npm_execpath;
  const [command, args] = npmCli?.endsWith('.js')
    ? [process.execPath, [npmCli, 'install', '--no-audit', '--no-fund']]
    : ['npm', ['install', '--no-audit', '--no-fund']];
  await mustRun(command, args, {
    cwd: root,
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', NEXT_TELEMETRY_DISABLED: '1' },
  });
  // npm leaves the marker alone when nothing changed; touch it so the next run skips this step.
  const now = new Date();
  utimesSync(path.join(root, 'node_modules', '.package-lock.json'), now, now);
  log(`[install] done in ${Math.round((Date.now() - started) / 1000)} s`);
}

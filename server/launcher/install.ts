// `npm install` when node_modules is missing or older than package.json (not `npm ci`: package.json may be edited).
import { existsSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from './ferretdb.ts';
import { completeProjectLockfile } from './lockfile-platforms.ts';
import { mustRun } from './processes.ts';
import { withProgress } from './progress.ts';

/** The npm CLI to run: the one running us under `npm …`, else the one on PATH. */
export function npmCommand(args: string[]): [string, string[]] {
  const npmCli = process.env.npm_execpath;
  return npmCli?.endsWith('.js') ? [process.execPath, [npmCli, ...args]] : ['npm', args];
}

export function needsInstall(root = projectRoot()) {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(marker)) return true;
  return statSync(path.join(root, 'package.json')).mtimeMs > statSync(marker).mtimeMs;
}

export async function ensureDependencies({ log = console.log } = {}) {
  const root = projectRoot();
  if (!needsInstall(root)) return;
  const [command, args] = npmCommand(['install', '--no-audit', '--no-fund']);
  await withProgress(
    'install',
    'npm install (the first time: about 2 minutes)',
    () =>
      mustRun(command, args, {
        cwd: root,
        env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', NEXT_TELEMETRY_DISABLED: '1' },
      }),
    { log },
  );
  // Keeps `npm ci` (CI, the Dockerfile) working after an install here dropped other platforms.
  completeProjectLockfile(root);
  // npm leaves the marker alone when nothing changed; touch it so the next run skips this step.
  const now = new Date();
  utimesSync(path.join(root, 'node_modules', '.package-lock.json'), now, now);
}

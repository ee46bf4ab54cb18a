// `npm install` when node_modules is missing or older than package.json or packages/ (not `npm ci`: package.json may be edited).
import { existsSync, readdirSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
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

const installMarker = (root: string) => path.join(root, 'node_modules', '.package-lock.json');

const newestIn = (dir: string) =>
  Math.max(...readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => statSync(path.join(dir, f)).mtimeMs));

/** The project's own packages (packages/<folder>, copied into node_modules by .npmrc's install-links) changed since. */
function changedOwnPackages(root: string, since: number): string[] {
  const dir = path.join(root, 'packages');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((folder) => path.join(dir, folder))
    .filter((folder) => newestIn(folder) > since);
}

export function needsInstall(root = projectRoot()) {
  if (!existsSync(installMarker(root))) return true;
  const installed = statSync(installMarker(root)).mtimeMs;
  return (
    statSync(path.join(root, 'package.json')).mtimeMs > installed || changedOwnPackages(root, installed).length > 0
  );
}

/** npm refreshes an own package's copy only when it is missing, so a changed one is removed first. */
function dropChangedOwnPackages(root: string): void {
  if (!existsSync(installMarker(root))) return;
  for (const folder of changedOwnPackages(root, statSync(installMarker(root)).mtimeMs)) {
    const { name } = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as { name: string };
    rmSync(path.join(root, 'node_modules', name), { recursive: true, force: true });
  }
}

export async function ensureDependencies({ log = console.log } = {}) {
  const root = projectRoot();
  if (!needsInstall(root)) return;
  dropChangedOwnPackages(root);
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
  utimesSync(installMarker(root), now, now);
}

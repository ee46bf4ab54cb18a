// The one-off tasks `npm run …` and the container's entrypoint share: the same code either way.
import path from 'node:path';
import type { Log } from './progress.ts';
import { runCommand } from './processes.ts';
import { siteEnvironment } from './site.ts';

/** Starts the database like the site does, fills it with the demo posts, stops; the exit code. */
export async function runSeed({ root, log = console.log as Log }: { root: string; log?: Log }): Promise<number> {
  const env = await siteEnvironment({ log });
  // lib/text/rules.ts is an ES module outside server/'s "module" scope: Node loads it after a warning.
  const quiet = '--disable-warning=MODULE_TYPELESS_PACKAGE_JSON';
  return runCommand(process.execPath, [quiet, path.join(root, 'server', 'seed.ts')], { cwd: root, env });
}

/** Starts the database like the site does and gives an owner a new password (server/reset-owner.ts); the exit code. */
export async function runResetOwner(root: string, args: string[], log = console.log as Log): Promise<number> {
  const env = await siteEnvironment({ log });
  return runCommand(process.execPath, [path.join(root, 'server', 'reset-owner.ts'), ...args], { cwd: root, env });
}

/** `backup [<folder>]` or `restore <folder>` (server/backup.ts); the exit code. */
export function runBackup(root: string, args: string[]): Promise<number> {
  return runCommand(process.execPath, [path.join(root, 'server', 'backup.ts'), ...args], { cwd: root });
}

// The one-off tasks `npm run …` and the container's entrypoint share: the same code either way.
import path from 'node:path';
import { runCommand } from './processes.mjs';
import { siteEnvironment } from './site.mjs';

/** Starts the database like the site does, fills it with the demo posts, stops; the exit code. */
export async function runSeed({ root, log = console.log }) {
  const env = await siteEnvironment({ log });
  return runCommand(process.execPath, [path.join(root, 'server', 'seed.mjs')], { cwd: root, env });
}

/** `backup [<folder>]` or `restore <folder>` (server/backup.mjs); the exit code. */
export function runBackup(root, args) {
  return runCommand(process.execPath, [path.join(root, 'server', 'backup.mjs'), ...args], { cwd: root });
}

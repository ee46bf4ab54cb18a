// Debian packages the project's own scripts install when missing (Chromium for the end-to-end
// tests, fontconfig and a font for the container-layout test), as root or with password-less sudo.
import { existsSync } from 'node:fs';
import { mustRun } from '../../server/launcher/processes.ts';
import { withProgress, type Log } from '../../server/launcher/progress.ts';
import { aptNeedsRootMessage } from '../../server/launcher/setup-messages.ts';
import { findCommand, systemCommand } from '../../server/launcher/system-command.ts';

function sudoAvailable() {
  return findCommand('sudo') !== null;
}

/** [command, leading args] that runs apt-get with enough rights, or null when there is no way. */
export function aptRunner({ isRoot = process.getuid?.() === 0, hasSudo = sudoAvailable() } = {}):
  [string, string[]] | null {
  if (isRoot) return ['apt-get', []];
  // As a normal user, sudo must not stop to ask for a password in the middle of a run.
  if (hasSudo) return ['sudo', ['-n', 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get']];
  return null;
}

/** apt-get update + install of `packages`, with progress lines; `purpose` names who needs them. */
export async function aptInstall(
  packages: string[],
  { purpose, tag = 'apt', log = console.log as Log }: { purpose: string; tag?: string; log?: Log },
): Promise<void> {
  const runner = aptRunner();
  if (!runner) throw new Error(aptNeedsRootMessage(packages, purpose));
  const [name, prefix] = runner;
  const command = systemCommand(name, name === 'sudo' ? 'sudo' : 'apt');
  // Other runs on the machine may hold dpkg's lock: wait for it instead of failing.
  const run = (args: string[]) =>
    mustRun(command, [...prefix, '-o', 'DPkg::Lock::Timeout=900', ...args], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  await withProgress(
    tag,
    `installing ${packages.join(', ')} with apt-get for ${purpose}`,
    async () => {
      await run(['update']);
      await run(['install', '-y', ...packages]);
    },
    { log },
  );
}

/** Resolves with `bin` once it exists, installing Debian's `pkg` first when it does not. */
export async function ensureAptCommand({
  bin,
  pkg,
  name,
  log = console.log as Log,
}: {
  bin: string;
  pkg: string;
  name: string;
  log?: Log;
}): Promise<string> {
  if (existsSync(bin)) return bin;
  await aptInstall([pkg], { purpose: `the ${name} the tests start`, tag: name, log });
  if (!existsSync(bin)) throw new Error(`apt-get installed ${pkg}, but ${bin} still does not exist`);
  return bin;
}

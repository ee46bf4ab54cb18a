// System programs (groupadd, apt-get, setpriv, unzip …) by absolute path. A run may have a PATH
// without /usr/sbin, where groupadd and useradd live (a normal user's shell, or
// `PATH=/usr/local/bin:/usr/bin:/bin`): the standard system folders are searched after PATH, so
// such a run does not fail for a reason unrelated to the site, and a program that is nowhere
// gets one sentence naming the Debian package to install.
import { statSync } from 'node:fs';
import path from 'node:path';

// Where Debian installs programs (the Filesystem Hierarchy Standard's bin and sbin folders).
export const SYSTEM_DIRS = ['/usr/local/sbin', '/usr/local/bin', '/usr/sbin', '/usr/bin', '/sbin', '/bin'];

/** The first file called `name` in PATH's folders, then in SYSTEM_DIRS; null when there is none. */
export function findCommand(name: string, pathValue = process.env.PATH ?? ''): string | null {
  for (const dir of [...pathValue.split(path.delimiter).filter(Boolean), ...SYSTEM_DIRS]) {
    const file = path.join(dir, name);
    if (statSync(file, { throwIfNoEntry: false })?.isFile()) return file;
  }
  return null;
}

/** `name`'s absolute path, or an error naming the Debian package that provides it. */
export function systemCommand(name: string, debianPackage: string): string {
  const found = findCommand(name);
  if (found) return found;
  throw new Error(
    `\`${name}\` is neither on PATH nor in ${SYSTEM_DIRS.join(', ')}: install it (\`apt-get install -y ${debianPackage}\`) and run this again`,
  );
}

/**
 * The environment with SYSTEM_DIRS after PATH's own folders: for programs that start others by
 * name, such as podman, whose network helper runs `iptables` from /usr/sbin.
 */
export function withSystemPath(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const dirs = (env.PATH ?? '').split(path.delimiter).filter(Boolean);
  return { ...env, PATH: [...new Set([...dirs, ...SYSTEM_DIRS])].join(path.delimiter) };
}

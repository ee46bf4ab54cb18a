// System programs by absolute path: the standard system folders are searched after PATH (which may lack
// /usr/sbin), and a missing program gets one sentence naming its Debian package.
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

/** The environment with SYSTEM_DIRS after PATH, for programs that start others by name (podman's iptables). */
export function withSystemPath(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const dirs = (env.PATH ?? '').split(path.delimiter).filter(Boolean);
  return { ...env, PATH: [...new Set([...dirs, ...SYSTEM_DIRS])].join(path.delimiter) };
}

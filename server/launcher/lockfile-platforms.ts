// Adds other platforms' native builds to package-lock.json: the registry here serves Linux ones only, and
// `npm ci` elsewhere would refuse the lockfile. Each entry's os/cpu/libc comes from its name.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const OSES = ['darwin', 'linux', 'win32', 'freebsd', 'android', 'openharmony'];
type Platform = { os?: string[]; cpu: string[]; libc?: string[] };
type LockEntry = { version?: string; optionalDependencies?: Record<string, string> } & Partial<Platform>;
type Lock = { packages: Record<string, LockEntry> };

const CPUS = ['arm64', 'x64', 'arm', 'ia32', 'ppc64', 's390x', 'loong64', 'riscv64', 'wasm32'];

/** `{os, cpu, libc}` read from a native package's name, e.g. `@swc/core-linux-arm-gnueabihf`. */
export function platformOf(name: string): Platform | null {
  const parts = name.split('/').pop()!.split('-');
  const os = parts.find((part) => OSES.includes(part));
  const cpu = parts.find((part) => CPUS.includes(part));
  if (!cpu) return null;
  const entry: Platform = { cpu: [cpu] };
  if (os) entry.os = [os];
  if (parts.some((part) => part.startsWith('musl'))) entry.libc = ['musl'];
  else if (os === 'linux' && parts.some((part) => part.startsWith('gnu'))) entry.libc = ['glibc'];
  return entry;
}

/** Adds the missing optional platform packages to a parsed lockfile; returns how many. */
export function completeLockfile(lock: Lock): number {
  let added = 0;
  for (const [key, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const nested = `${key ? `${key}/` : ''}node_modules/${name}`;
      if (lock.packages[nested] || lock.packages[`node_modules/${name}`]) continue;
      const platform = platformOf(name);
      if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
      // Keys in the order npm writes them (version, then alphabetical), so npm leaves them be.
      const fields = Object.entries({ ...platform, optional: true }).sort(([a], [b]) => a.localeCompare(b));
      lock.packages[`node_modules/${name}`] = { version, ...Object.fromEntries(fields) };
      added += 1;
    }
  }
  // npm's own order, so the next `npm install` does not reorder the file.
  lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => a.localeCompare(b, 'en')));
  return added;
}

/** Completes the project's package-lock.json in place; returns how many entries were added. */
export function completeProjectLockfile(root = path.resolve(import.meta.dirname, '..', '..')): number {
  const file = path.join(root, 'package-lock.json');
  const lock = JSON.parse(readFileSync(file, 'utf8')) as Lock;
  const added = completeLockfile(lock);
  if (added > 0) writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  return added;
}

// `node server/launcher/lockfile-platforms.ts` (`npm start`/`npm test` also run it after an install).
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  console.log(`[lockfile] added ${completeProjectLockfile()} platform entries`);
}

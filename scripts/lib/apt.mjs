// Installs a Debian package the tests need, the way the Chromium step does: apt-get as root, or
// through password-less sudo; anything else ends with one sentence saying what to run.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { mustRun } from './processes.mjs';

function sudoAvailable() {
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && existsSync(path.join(dir, 'sudo')));
}

/** Resolves with `bin` once it exists, installing `pkg` with apt-get first when it does not. */
export async function ensureAptCommand({ bin, pkg, name, log = console.log }) {
  if (existsSync(bin)) return bin;
  const root = process.getuid?.() === 0;
  if (!root && !sudoAvailable()) {
    throw new Error(`${name} is missing and this user cannot install it: run \`apt-get install -y ${pkg}\` as root`);
  }
  // As a normal user, sudo must not stop to ask for a password in the middle of a test run.
  const [command, prefix] = root
    ? ['apt-get', []]
    : ['sudo', ['-n', 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get']];
  const run = (args) =>
    mustRun(command, [...prefix, '-o', 'DPkg::Lock::Timeout=900', ...args], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  log(`[${name}] ${bin} is missing: installing Debian's ${pkg} with apt-get…`);
  const started = Date.now();
  await run(['update']);
  await run(['install', '-y', '--no-install-recommends', pkg]);
  if (!existsSync(bin)) throw new Error(`apt-get installed ${pkg}, but ${bin} still does not exist`);
  log(`[${name}] installed in ${Math.round((Date.now() - started) / 1000)} s`);
  return bin;
}

// Debian's Chromium drives the end-to-end tests; Playwright never downloads a browser here.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { mustRun } from './processes.mjs';

export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

function sudoAvailable() {
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && existsSync(path.join(dir, 'sudo')));
}

/** Installs the `chromium` package with apt-get when the browser is missing. */
export async function ensureChromium({ log = console.log } = {}) {
  const bin = chromiumPath();
  if (existsSync(bin)) return bin;
  if (process.env.CHROMIUM_PATH) throw new Error(`CHROMIUM_PATH is ${bin}, which does not exist`);
  const root = process.getuid?.() === 0;
  if (!root && !sudoAvailable()) {
    throw new Error('Chromium is missing and this user cannot install it: run `apt-get install -y chromium` as root');
  }
  // As a normal user, sudo must not stop to ask for a password in the middle of a test run.
  const [command, prefix] = root
    ? ['apt-get', []]
    : ['sudo', ['-n', 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get']];
  const run = (args) =>
    mustRun(command, [...prefix, ...args], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  log(`[chromium] ${bin} is missing: installing Debian's chromium with apt-get…`);
  const started = Date.now();
  await run(['update']);
  await run(['install', '-y', 'chromium']);
  if (!existsSync(bin)) throw new Error(`apt-get installed chromium, but ${bin} still does not exist`);
  log(`[chromium] installed in ${Math.round((Date.now() - started) / 1000)} s`);
  return bin;
}

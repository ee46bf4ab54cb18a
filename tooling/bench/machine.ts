// What the numbers were measured on: they mean little without it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../server/launcher/ferretdb.ts';

const version = (name: string): string =>
  JSON.parse(readFileSync(path.join(projectRoot(), 'node_modules', name, 'package.json'), 'utf8')).version;

function osName() {
  try {
    const pretty = readFileSync('/etc/os-release', 'utf8').match(/^PRETTY_NAME="?([^"\n]+)"?/m)?.[1];
    return `${pretty ?? os.type()} (kernel ${os.release()})`;
  } catch {
    return `${os.type()} ${os.release()}`;
  }
}

function chromiumVersion(chromiumPath: string) {
  try {
    return execFileSync(chromiumPath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
      .trim()
      .replace(/\s+built on.*$/, '');
  } catch {
    return 'unknown';
  }
}

export function machineInfo(chromiumPath: string) {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    ramGiB: (os.totalmem() / 1024 ** 3).toFixed(1),
    os: osName(),
    node: process.version,
    next: version('next'),
    react: version('react'),
    chromium: chromiumVersion(chromiumPath),
    lighthouse: version('lighthouse'),
    autocannon: version('autocannon'),
  };
}

/** The 1, 5 and 15 minute load averages: a busy machine makes every number here worse. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

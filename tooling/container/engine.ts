// The container engine `npm test` builds and runs the image with: Docker where its daemon answers,
// otherwise Debian's podman, installed with apt-get the way Chromium is (progress lines, one
// sentence when it cannot be). Every engine command has a deadline: a wedged engine fails a test
// with the command's name instead of hanging the run.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import type { Log } from '../../server/launcher/progress.ts';
import { findCommand, withSystemPath } from '../../server/launcher/system-command.ts';
import { aptInstall } from '../services/apt.ts';

export interface Engine {
  name: 'docker' | 'podman';
  bin: string;
}

/** Runs an engine command and resolves with its standard output; rejects with its last words. */
export function engineRun(
  engine: Engine,
  args: string[],
  { timeoutMs = 120_000, input }: { timeoutMs?: number; input?: string } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      engine.bin,
      args,
      { timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024, killSignal: 'SIGKILL', env: withSystemPath() },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout);
        const why = error.killed
          ? `no answer within ${timeoutMs / 1000} s`
          : stderr.trim().split('\n').slice(-3).join(' ');
        reject(new Error(`${engine.name} ${args.slice(0, 2).join(' ')} failed: ${why || error.message}`));
      },
    );
    if (input !== undefined) child.stdin!.end(input);
  });
}

async function dockerAnswers(): Promise<Engine | null> {
  const bin = findCommand('docker');
  if (!bin) return null;
  const docker: Engine = { name: 'docker', bin };
  // The client alone is often installed without a daemon: only an answer from the daemon counts.
  return engineRun(docker, ['info', '--format', '{{.ServerVersion}}'], { timeoutMs: 10_000 }).then(
    () => docker,
    () => null,
  );
}

// podman as root here: crun is not in bookworm's podman dependencies' reach everywhere and runc
// is; and the default ulimits (a million open files) cannot be granted inside every sandbox.
const CONTAINERS_CONF = '/etc/containers/containers.conf';
const CONTAINERS_CONF_TEXT = `# Written by the project's npm test (tooling/container/engine.ts).
[containers]
default_ulimits = []

[engine]
runtime = "runc"
`;

/** Docker when its daemon answers; otherwise podman, installed with apt-get when missing. */
export async function ensureEngine({ log = console.log as Log } = {}): Promise<Engine> {
  const docker = await dockerAnswers();
  if (docker) return docker;
  let bin = findCommand('podman');
  if (!bin) {
    log('[container] no Docker daemon answers and podman is not installed');
    await aptInstall(['podman', 'runc', 'uidmap', 'mmdebstrap'], {
      purpose: 'the container image tests',
      tag: 'container',
      log,
    });
    bin = findCommand('podman');
    if (!bin) throw new Error('apt-get installed podman, but no podman command is on PATH');
  }
  if (!existsSync(CONTAINERS_CONF) && process.getuid?.() === 0) {
    mkdirSync('/etc/containers', { recursive: true });
    writeFileSync(CONTAINERS_CONF, CONTAINERS_CONF_TEXT);
  }
  return { name: 'podman', bin };
}

/** True when the engine already holds the image. */
export async function imageExists(engine: Engine, image: string): Promise<boolean> {
  return engineRun(engine, ['image', 'inspect', '--format', '{{.Id}}', image], { timeoutMs: 30_000 }).then(
    () => true,
    () => false,
  );
}

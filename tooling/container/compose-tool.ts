// The compose implementation for the engine at hand: Docker's `docker compose` where Docker
// answers, otherwise podman-compose from PyPI, pinned and installed once into a virtual
// environment in the tool cache (server/launcher/tool-cache.ts), with the usual progress lines.
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { mustRun } from '../../server/launcher/processes.ts';
import { withProgress, type Log } from '../../server/launcher/progress.ts';
import { findCommand } from '../../server/launcher/system-command.ts';
import { toolDir } from '../../server/launcher/tool-cache.ts';
import { engineRun, type Engine } from './engine.ts';

// 1.6.0 honours depends_on conditions and `deploy: replicas` (with mode: replicated).
export const PODMAN_COMPOSE_VERSION = '1.6.0';

/** A compose command: `bin` followed by `args`, then the compose arguments. */
export interface ComposeTool {
  name: string;
  bin: string;
  args: string[];
}

async function installPodmanCompose(log: Log): Promise<string> {
  const dir = toolDir('podman-compose', PODMAN_COMPOSE_VERSION);
  const bin = path.join(dir, 'bin', 'podman-compose');
  // Written last: a folder without it is an interrupted install, made again.
  const done = path.join(dir, 'installed');
  if (existsSync(done)) return bin;
  const python = findCommand('python3');
  if (!python) throw new Error('podman-compose needs python3 (apt-get install -y python3-venv), and none is on PATH');
  try {
    rmSync(dir, { recursive: true, force: true });
    await withProgress(
      'compose',
      `installing podman-compose ${PODMAN_COMPOSE_VERSION} from PyPI into ${dir} (once; about 10 s)`,
      async () => {
        await mustRun(python, ['-m', 'venv', dir], { timeout: 60_000 });
        const pip = ['install', '--quiet', '--disable-pip-version-check', '--timeout', '30'];
        await mustRun(path.join(dir, 'bin', 'pip'), [...pip, `podman-compose==${PODMAN_COMPOSE_VERSION}`], {
          stdio: ['ignore', 'ignore', 'inherit'],
          timeout: 300_000,
        });
      },
      { log },
    );
    writeFileSync(done, `podman-compose ${PODMAN_COMPOSE_VERSION}\n`);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`podman-compose could not be installed from PyPI: ${(error as Error).message}`);
  }
  return bin;
}

/** `docker compose` when the engine is Docker (its plugin must be there), else podman-compose. */
export async function ensureCompose(engine: Engine, { log = console.log as Log } = {}): Promise<ComposeTool> {
  if (engine.name === 'docker') {
    await engineRun(engine, ['compose', 'version'], { timeoutMs: 10_000 }).catch(() => {
      throw new Error('Docker answers but has no compose plugin: install docker-compose-plugin');
    });
    return { name: 'docker compose', bin: engine.bin, args: ['compose'] };
  }
  const bin = await installPodmanCompose(log);
  return { name: 'podman-compose', bin, args: ['--podman-path', engine.bin] };
}

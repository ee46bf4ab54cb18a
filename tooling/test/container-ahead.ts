// The container step's preparation, started early and run beside the other steps. On a fresh
// machine it is about 9 minutes (base images 1, the site image 7.3, Mailpit's build 1.2), and
// with the tool cache filled the image build alone is 2.5: all of it added to `npm test` when
// it waited for the last step. jest runs one file at a time here and leaves CPU idle while its
// tests wait on deadlines and restarts; the preparation takes that CPU only: niced to 19, its
// build containers at the smallest CPU weight (tooling/container/site-image.ts).
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ensureEngine, type Engine } from '../container/engine.ts';
import { track } from '../../server/launcher/processes.ts';
import { formatDuration, isStillRunningLine, type Log } from '../../server/launcher/progress.ts';

export interface Prepared {
  engine: Engine;
  bases: Record<string, string>;
  /** The site image's tag. */
  image: string;
}

const LOWEST_PRIORITY = 19;

/** Whether the container engine is there (installed if missing); a failure is told, not thrown. */
export function engineAvailable(log: Log): Promise<boolean> {
  return ensureEngine({ log }).then(
    () => true,
    (error) => (log(`[container] ${(error as Error).message}: the container step will fail`), false),
  );
}

/**
 * Starts the preparation (`stage`: a folder stageHostBuild filled, as prepareSiteImage takes it;
 * none for the whole Dockerfile's build); the function it returns waits for it, shows its lines,
 * and resolves with the engine, base images and image, or null when it failed (the step then
 * prepares in the foreground, so a failure here costs time and never a result).
 */
export function startContainerAhead(reports: string, log: Log, stage = ''): () => Promise<Prepared | null> {
  const started = Date.now();
  const resultFile = path.join(reports, 'container-ahead.json');
  const logFile = path.join(reports, 'container-ahead.log');
  const out = openSync(logFile, 'w');
  const script = path.join(import.meta.dirname, '..', 'container', 'prepare-ahead.ts');
  const args = stage ? [script, resultFile, stage] : [script, resultFile];
  const child = track(spawn(process.execPath, args, { stdio: ['ignore', out, out] }));
  closeSync(out);
  try {
    // Its commands (podman, mmdebstrap, go) inherit the value.
    if (child.pid) os.setPriority(child.pid, LOWEST_PRIORITY);
  } catch (error) {
    log(`[container] the preparation runs at normal priority: ${(error as Error).message}`);
  }
  log(`[container] preparing the image beside the other steps (lines in ${logFile})`);
  const exited = new Promise<{ code: number; at: number }>((resolve) => {
    child.once('error', () => resolve({ code: 1, at: Date.now() }));
    child.once('exit', (code) => resolve({ code: code ?? 1, at: Date.now() }));
  });
  return async () => {
    const waitedFrom = Date.now();
    const { code, at } = await exited;
    // Its lines as they were written, less the "still working" ticks: nobody was waiting then.
    for (const line of readFileSync(logFile, 'utf8').trimEnd().split('\n')) {
      if (line && !isStillRunningLine(line)) log(`  ${line}`);
    }
    const waited = formatDuration(Math.max(0, at - waitedFrom));
    const took = formatDuration(at - started);
    if (code !== 0 || !existsSync(resultFile)) {
      log(`[container] the preparation failed (exit code ${code}) after ${took}: preparing again in the foreground`);
      return null;
    }
    log(`[container] prepared beside the other steps in ${took}; this step waited ${waited} for it`);
    return JSON.parse(readFileSync(resultFile, 'utf8')) as Prepared;
  };
}

/** What the container tests read (tests/container/support/containers.ts); `files`: jest.config.mjs's SAHLA_CONTAINER. */
export function containerTestEnv({ engine, bases, image }: Prepared, files: '1' | 'dockerfile') {
  return {
    SAHLA_CONTAINER: files,
    SAHLA_ENGINE: engine.name,
    SAHLA_ENGINE_BIN: engine.bin,
    SAHLA_BASE_IMAGES: JSON.stringify(bases),
    SAHLA_SITE_IMAGE: image,
  };
}

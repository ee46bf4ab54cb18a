// Builds the site's image from the real Dockerfile with the engine at hand, the way an operator
// would, only with the base images passed in (tooling/container/base-images.ts). The engine's
// layer cache keeps a second build of unchanged sources short. `npm test` builds only the
// Dockerfile's runtime stage, on its own build (tooling/container/host-build.ts); the soak set
// and the bench build the whole file.
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCommand } from '../../server/launcher/processes.ts';
import { withSystemPath } from '../../server/launcher/system-command.ts';
import { projectRoot } from '../../server/launcher/ferretdb.ts';
import { withProgress, type Log } from '../../server/launcher/progress.ts';
import { ensureBaseImages } from './base-images.ts';
import { ensureEngine, type Engine } from './engine.ts';
import { HOST_BUILD_IMAGE, hostBuildContexts } from './host-build.ts';
import { removeStaleImages, taggedImage } from './stale-images.ts';

/** The whole Dockerfile's build (the soak set, the bench). */
export const SITE_IMAGE = 'localhost/sahla-site:test';
// One file per process: two builds at once (the bench beside a test) keep their own logs.
const BUILD_LOG = path.join(os.tmpdir(), `sahla-image-build-${process.pid}.log`);

export function packageVersion(root = projectRoot()): string {
  return JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version;
}

/**
 * `build` of `context` (the project by default) into `tag`, with the base images as arguments.
 * `background`: the build's containers get the smallest CPU weight (podman's --cpu-shares; each
 * RUN step runs in a control group of its own, where the caller's nice value would weigh nothing
 * against the tests' processes), so it takes only the CPU the tests leave idle. `contexts`: named
 * build contexts that stand in for the stages of the same name; with them, `target` is the stage to build.
 */
export async function buildSiteImage(
  engine: Engine,
  bases: Record<string, string>,
  {
    tag = SITE_IMAGE,
    context = projectRoot(),
    dockerfile = path.join(context, 'Dockerfile'),
    log = console.log as Log,
    background = false,
    contexts = {} as Record<string, string>,
    target = '',
  } = {},
): Promise<number> {
  const started = Date.now();
  const args = Object.entries({ ...bases, VERSION: packageVersion() }).flatMap(([name, value]) => [
    '--build-arg',
    `${name}=${value}`,
  ]);
  for (const [name, dir] of Object.entries(contexts)) args.push('--build-context', `${name}=${dir}`);
  if (target) args.push('--target', target);
  if (background && engine.name === 'podman') args.push('--cpu-shares=2');
  const previous = await taggedImage(engine, tag);
  await withProgress(
    'container',
    target
      ? `${engine.name} build of the Dockerfile's ${target} stage into ${tag}`
      : `${engine.name} build of the Dockerfile into ${tag} (npm ci, next build, FerretDB: 5 to 12 minutes the first time)`,
    async () => {
      // Hundreds of lines: kept in a file, and its end shown when the build fails.
      const fd = openSync(BUILD_LOG, 'w');
      const code = await runCommand(engine.bin, ['build', ...args, '-t', tag, '-f', dockerfile, context], {
        stdio: ['ignore', fd, fd],
        timeout: 30 * 60_000,
        killSignal: 'SIGKILL',
        env: withSystemPath(),
      }).finally(() => closeSync(fd));
      if (code !== 0) {
        const tail = readFileSync(BUILD_LOG, 'utf8').trimEnd().split('\n').slice(-40).join('\n');
        throw new Error(`${engine.name} build failed with exit code ${code}; the end of ${BUILD_LOG}:\n${tail}`);
      }
    },
    { log },
  );
  const removed = await removeStaleImages(engine, tag, previous, readFileSync(BUILD_LOG, 'utf8'));
  if (removed)
    log(`[container] removed ${removed} image(s) the previous build of ${tag} left and this one did not use`);
  return Date.now() - started;
}

/**
 * The engine, the base images and the site image: what the container tests run on. With `stage` (a
 * folder stageHostBuild filled), the image is the runtime stage on this machine's build
 * (HOST_BUILD_IMAGE); without, the whole Dockerfile's build (SITE_IMAGE).
 */
export async function prepareSiteImage({ log = console.log as Log, background = false, stage = '' } = {}) {
  const engine = await ensureEngine({ log });
  const bases = await ensureBaseImages(engine, { log });
  const image = stage ? HOST_BUILD_IMAGE : SITE_IMAGE;
  // The runtime stage copies nothing from the main context: an empty one spares the engine a walk of the project.
  const options = stage
    ? { tag: image, contexts: hostBuildContexts(stage), target: 'runtime', context: emptyFolder(stage) }
    : { tag: image };
  const buildMs = await buildSiteImage(engine, bases, {
    ...options,
    dockerfile: path.join(projectRoot(), 'Dockerfile'),
    log,
    background,
  });
  return { engine, bases, image, buildMs };
}

function emptyFolder(parent: string): string {
  const dir = path.join(parent, 'empty');
  mkdirSync(dir, { recursive: true });
  return dir;
}

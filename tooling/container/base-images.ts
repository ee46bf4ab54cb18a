// The Dockerfile's two base images (its NODE_IMAGE and GO_IMAGE arguments): pulled from the
// registry when it answers, otherwise made here once and kept by the engine under a tag that names
// their versions, so a second run reuses them. A local base is a Debian bookworm root file system
// from mmdebstrap, plus this run's Node (from the npm registry when the machine's is older) and npm
// from the registry's `npm` package, or Go from the Go module proxy's toolchain module: the same
// versions `npm test` itself runs on, each download checked against a pinned hash.
// This machine's CA certificates go into the local bases, so `npm ci` and `go mod download` inside
// the build trust the same network as the machine does; the Dockerfile stays free of them.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, linkSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cachedGoRoot, GO_TOOLCHAIN } from '../../server/launcher/go.ts';
import { checkIntegrity } from '../../server/launcher/pinned-download.ts';
import { mustRun } from '../../server/launcher/processes.ts';
import { withProgress, type Log } from '../../server/launcher/progress.ts';
import { findCommand, withSystemPath } from '../../server/launcher/system-command.ts';
import { aptInstall } from '../services/apt.ts';
import { engineRun, imageExists, type Engine } from './engine.ts';

// `npm test` runs on the Node server/node-runtime.mjs pins: that binary goes into the base image.
const NODE_VERSION = process.versions.node;
export const NPM_VERSION = '11.6.2';
// Computed from the tarball the registry serves (equal to its dist.integrity).
const NPM_INTEGRITY = 'sha512-7iKzNfy8lWYs3zq4oFPa8EXZz5xt9gQNKJZau3B1ErLBb6bF7sBJ00x09485DOvRT2l5Gerbl3VlZNT57MxJVA==';
const GO_VERSION = GO_TOOLCHAIN.replace(/^go/, '');
const CA_DIR = '/usr/local/share/ca-certificates';
const PATH_VALUE = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';

/** The registry images the Dockerfile names by default (its ARG lines). */
export const REGISTRY_IMAGES = {
  NODE_IMAGE: `docker.io/library/node:${NODE_VERSION}-bookworm-slim`,
  GO_IMAGE: `docker.io/library/golang:${GO_VERSION}-bookworm`,
};

/** Eight hex digits naming this machine's extra CA certificates: new certificates, new bases. */
function caVersion(): string {
  const hash = createHash('sha256');
  const files = existsSync(CA_DIR)
    ? readdirSync(CA_DIR)
        .filter((f) => f.endsWith('.crt'))
        .sort()
    : [];
  for (const file of files) hash.update(file).update(readFileSync(path.join(CA_DIR, file)));
  return hash.digest('hex').slice(0, 8);
}

/** True when the engine has `image` or can pull it within `timeoutMs`; says why not otherwise. */
export async function pulled(engine: Engine, image: string, log: Log, timeoutMs = 60_000): Promise<boolean> {
  if (await imageExists(engine, image)) return true;
  try {
    await engineRun(engine, ['pull', '--quiet', image], { timeoutMs });
    return true;
  } catch (error) {
    log(`[container] ${image} cannot be pulled (${(error as Error).message}): making a local one instead`);
    return false;
  }
}

/** Builds `tag` from a Containerfile text and a folder prepared by `fill`. */
export async function buildBase(
  engine: Engine,
  tag: string,
  containerfile: string,
  fill: (dir: string) => Promise<void>,
) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sahla-base-'));
  try {
    await fill(dir);
    writeFileSync(path.join(dir, 'Containerfile'), containerfile);
    await engineRun(engine, ['build', '--quiet', '-t', tag, '-f', path.join(dir, 'Containerfile'), dir], {
      timeoutMs: 600_000,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// As the registry's slim images do: /usr merged by a hook rather than the usrmerge package (which
// brings Perl, 47 MB), and no manuals, documentation or translations: 85 MB instead of 180 MB.
const SLIM = ['--hook-dir=/usr/share/mmdebstrap/hooks/merged-usr'].concat(
  ['/usr/share/man/*', '/usr/share/doc/*', '/usr/share/info/*', '/usr/share/locale/*', '/usr/share/lintian/*']
    .map((glob) => `--dpkgopt=path-exclude=${glob}`)
    .concat(['--dpkgopt=path-include=/usr/share/doc/*/copyright']),
);

/** Debian bookworm (minbase, with ca-certificates and passwd as the registry's slim images have). */
export async function debianBase(engine: Engine, log: Log): Promise<string> {
  const tag = `localhost/sahla-debian:bookworm-slim-usrmerged-ca${caVersion()}`;
  if (await imageExists(engine, tag)) return tag;
  const mmdebstrap = findCommand('mmdebstrap');
  if (!mmdebstrap) await aptInstall(['mmdebstrap'], { purpose: 'the local base images', tag: 'container', log });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sahla-rootfs-'));
  const tar = path.join(dir, 'rootfs.tar');
  try {
    await withProgress(
      'container',
      'making a Debian bookworm root file system with mmdebstrap (about 20 s)',
      async () => {
        const hooks = existsSync(CA_DIR)
          ? [
              `--customize-hook=copy-in ${CA_DIR} /usr/local/share`,
              '--customize-hook=chroot "$1" update-ca-certificates',
            ]
          : [];
        await mustRun(
          findCommand('mmdebstrap') ?? 'mmdebstrap',
          ['--quiet', '--variant=minbase', '--include=ca-certificates,passwd', ...SLIM, ...hooks, 'bookworm', tar],
          { stdio: ['ignore', 'ignore', 'inherit'], env: withSystemPath() },
        );
        await engineRun(engine, ['import', '--change', `ENV PATH=${PATH_VALUE}`, tar, tag], { timeoutMs: 300_000 });
      },
      { log },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return tag;
}

/** Places `source` at `target`: a hard link when they share a disk (Node is 120 MB), else a copy. */
export function place(source: string, target: string): void {
  try {
    linkSync(source, target);
  } catch {
    cpSync(source, target);
  }
}

async function nodeBase(engine: Engine, debian: string, log: Log): Promise<string> {
  const tag = `localhost/sahla-node:${NODE_VERSION}-npm${NPM_VERSION}-${debian.split(':')[1]}`;
  if (await imageExists(engine, tag)) return tag;
  const node = process.execPath;
  const containerfile = `FROM ${debian}
COPY node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \\
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \\
 && node --version && npm --version
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
`;
  await withProgress(
    'container',
    `making the Node ${NODE_VERSION} base image (this run's Node, npm ${NPM_VERSION} from the registry)`,
    () =>
      buildBase(engine, tag, containerfile, async (dir) => {
        place(node, path.join(dir, 'node'));
        const npm = findCommand('npm') ?? 'npm';
        await mustRun(npm, ['pack', '--silent', '--ignore-scripts', `npm@${NPM_VERSION}`], {
          cwd: dir,
          stdio: ['ignore', 'ignore', 'inherit'],
        });
        const tarball = `npm-${NPM_VERSION}.tgz`;
        checkIntegrity(path.join(dir, tarball), NPM_INTEGRITY, `npm ${NPM_VERSION} from the npm registry`);
        await mustRun('tar', ['-xzf', tarball], { cwd: dir });
        cpSync(path.join(dir, 'package'), path.join(dir, 'npm'), { recursive: true });
      }),
    { log },
  );
  return tag;
}

async function goBase(engine: Engine, debian: string, log: Log): Promise<string> {
  const tag = `localhost/sahla-go:${GO_VERSION}-${debian.split(':')[1]}`;
  if (await imageExists(engine, tag)) return tag;
  const goRoot = await cachedGoRoot(log);
  const containerfile = `FROM ${debian}
COPY go /usr/local/go
ENV PATH=/usr/local/go/bin:${PATH_VALUE} GOTOOLCHAIN=local
RUN go version
`;
  await withProgress(
    'container',
    `making the Go ${GO_VERSION} base image (the toolchain module from the Go module proxy)`,
    () =>
      buildBase(engine, tag, containerfile, async (dir) => cpSync(goRoot, path.join(dir, 'go'), { recursive: true })),
    { log },
  );
  return tag;
}

/** The Dockerfile's base-image arguments: registry images when they can be had, local ones otherwise. */
export async function ensureBaseImages(engine: Engine, { log = console.log as Log } = {}) {
  const registry = await pulled(engine, REGISTRY_IMAGES.NODE_IMAGE, log);
  if (registry && (await pulled(engine, REGISTRY_IMAGES.GO_IMAGE, log))) return { ...REGISTRY_IMAGES };
  const debian = await debianBase(engine, log);
  return { NODE_IMAGE: await nodeBase(engine, debian, log), GO_IMAGE: await goBase(engine, debian, log) };
}

// Decides whether the production build matches the sources, and makes one when it does not.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from './ferretdb.ts';
import { mustRun } from './processes.ts';
import { withProgress, type Log } from './progress.ts';

const SOURCE_DIRS = ['app', 'components', 'lib', 'models', 'messages', 'i18n', 'public', 'styles', 'hooks', 'packages'];
const SOURCE_FILES = [
  'next.config.ts',
  'cache-handler.mjs',
  'instrumentation.ts',
  'proxy.ts',
  'global.ts',
  'package.json',
  'package-lock.json',
  'postcss.config.mjs',
  'tsconfig.json',
];
const FINGERPRINT_FILE = '.sahla-build-fingerprint';

function collect(root: string, relative: string, out: string[]): void {
  const full = path.join(root, relative);
  if (!existsSync(full)) return;
  const stat = statSync(full);
  if (!stat.isDirectory()) {
    out.push(`${relative}:${stat.size}:${stat.mtimeMs}`);
    return;
  }
  for (const entry of readdirSync(full).sort()) collect(root, path.join(relative, entry), out);
}

function fingerprint(items: string[]): string {
  const entries: string[] = [];
  for (const item of items) collect(projectRoot(), item, entries);
  return createHash('sha256').update(entries.join('\n')).digest('hex');
}

/** Name, size and mtime of every file the build reads (mtimes alone would miss deletions). */
export function sourceFingerprint() {
  // No setting is an input: a server started with another SITE_URL renders its pages afresh
  // (cache-handler.mjs), so one build serves any address.
  return fingerprint([...SOURCE_DIRS, ...SOURCE_FILES]);
}

// The site's server (server/serve.ts) and the files its front door imports, placed in the standalone
// folder as the image places them (Dockerfile): run from there, they load @sahla/process-state and
// cache-handler.mjs's kept answers from the same files as the bundles (packages/process-state/README.md).
export const SERVER_DIRS = ['server', 'lib', 'i18n', 'messages'];
const SERVER_FINGERPRINT_FILE = '.sahla-server-fingerprint';

/** Copies SERVER_DIRS into the standalone folder when they changed since the last copy. */
function placeServerSources(): void {
  const out = standaloneDir();
  const marker = path.join(out, SERVER_FINGERPRINT_FILE);
  const current = fingerprint(SERVER_DIRS);
  if (existsSync(marker) && readFileSync(marker, 'utf8') === current) return;
  for (const dir of SERVER_DIRS) {
    rmSync(path.join(out, dir), { recursive: true, force: true });
    cpSync(path.join(projectRoot(), dir), path.join(out, dir), { recursive: true });
  }
  writeFileSync(marker, current);
}

export function standaloneDir() {
  return path.join(projectRoot(), '.next', 'standalone');
}

function fingerprintPath() {
  return path.join(standaloneDir(), FINGERPRINT_FILE);
}

export function needsBuild() {
  if (!existsSync(path.join(standaloneDir(), 'server.js')) || !existsSync(fingerprintPath())) return true;
  return readFileSync(fingerprintPath(), 'utf8') !== sourceFingerprint();
}

/** next build, then the static assets the standalone server expects beside it. */
export async function build({ log = console.log as Log } = {}): Promise<void> {
  const root = projectRoot();
  rmSync(fingerprintPath(), { force: true });
  await withProgress(
    'build',
    'next build (2 to 6 minutes)',
    () =>
      mustRun(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
        cwd: root,
        env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      }),
    { log },
  );
  const out = standaloneDir();
  rmSync(path.join(out, '.next', 'static'), { recursive: true, force: true });
  cpSync(path.join(root, '.next', 'static'), path.join(out, '.next', 'static'), { recursive: true });
  // The settings the prerendered pages were made with (cache-handler.mjs).
  cpSync(
    path.join(root, '.next', 'server', 'page-settings.json'),
    path.join(out, '.next', 'server', 'page-settings.json'),
  );
  rmSync(path.join(out, 'public'), { recursive: true, force: true });
  if (existsSync(path.join(root, 'public')))
    cpSync(path.join(root, 'public'), path.join(out, 'public'), { recursive: true });
  rmSync(path.join(out, SERVER_FINGERPRINT_FILE), { force: true });
  placeServerSources();
  // After the build (it may touch tsconfig.json), and last: an interrupted build never looks finished.
  writeFileSync(fingerprintPath(), sourceFingerprint());
}

/** A build matching the sources, with the site's server (server/serve.ts) and its front door's files beside it. */
export async function ensureBuild(options?: { log?: Log }): Promise<void> {
  if (needsBuild()) await build(options);
  else placeServerSources();
}

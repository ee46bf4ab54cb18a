// Decides whether the production build is older than the sources, and makes one.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from './ferretdb.mjs';

const SOURCE_DIRS = ['app', 'components', 'lib', 'models', 'messages', 'i18n', 'public', 'styles'];
const SOURCE_FILES = [
  'next.config.ts',
  'instrumentation.ts',
  'package.json',
  'postcss.config.mjs',
  'global.ts',
  'tsconfig.json',
  'proxy.ts',
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function standaloneDir() {
  return path.join(projectRoot(), '.next', 'standalone');
}

export function needsBuild() {
  const root = projectRoot();
  const marker = path.join(standaloneDir(), 'server.js');
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  const sources = [...SOURCE_DIRS, ...SOURCE_FILES].map((p) => newestMtime(path.join(root, p)));
  return Math.max(...sources) > built;
}

/** next build, then the static assets the standalone server expects beside it. */
export function build({ log = console.log } = {}) {
  const root = projectRoot();
  log('[build] next build…');
  execFileSync(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  const out = standaloneDir();
  rmSync(path.join(out, '.next', 'static'), { recursive: true, force: true });
  cpSync(path.join(root, '.next', 'static'), path.join(out, '.next', 'static'), { recursive: true });
  if (existsSync(path.join(root, 'public')))
    cpSync(path.join(root, 'public'), path.join(out, 'public'), { recursive: true });
}

export function ensureBuild(options) {
  if (needsBuild()) build(options);
}

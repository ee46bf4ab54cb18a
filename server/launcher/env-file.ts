// Reads the project's .env files with Next's own loader, so the launcher and the site agree:
// the real environment wins, then .env.$mode.local, .env.local, .env.$mode, .env, with `$NAME`
// expanded (mode: development for `npm run dev`, else production; test when NODE_ENV=test).
import { createRequire } from 'node:module';
import path from 'node:path';
import { projectRoot } from './ferretdb.ts';
import type { Log } from './progress.ts';

/** Run after `npm install`: @next/env ships with Next, so it exists only once dependencies do. */
export function loadEnvFiles({ dev, log }: { dev: boolean; log: Log }) {
  const { loadEnvConfig } = createRequire(import.meta.url)('@next/env') as typeof import('@next/env');
  loadEnvConfig(projectRoot(), dev, { info: () => {}, error: (message: string) => log(`[env] ${message}`) });
}

/** DATA_DIR or UPLOAD_DIR as an absolute path: the standalone server runs in its own folder. */
export function absoluteDir(value: string | undefined, fallback: string): string {
  const dir = value && value.trim() !== '' ? value : fallback;
  return path.resolve(projectRoot(), dir);
}

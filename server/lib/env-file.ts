// Reads .env.local and .env from the project root, as Next does; the real environment wins,
// then .env.local, then .env (process.loadEnvFile never overrides a variable already set).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from './ferretdb.ts';

export function loadEnvFiles() {
  for (const name of ['.env.local', '.env']) {
    const file = path.join(projectRoot(), name);
    if (existsSync(file)) process.loadEnvFile(file);
  }
}

/** DATA_DIR or UPLOAD_DIR as an absolute path: the standalone server runs in its own folder. */
export function absoluteDir(value: string | undefined, fallback: string): string {
  const dir = value && value.trim() !== '' ? value : fallback;
  return path.resolve(projectRoot(), dir);
}

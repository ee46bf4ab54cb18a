// The files a submission waits in while the database is away: "spooled" (docs/mail.md, States).
import 'server-only';
import { randomBytes } from 'node:crypto';
import { closeSync, fsync, mkdirSync, openSync, renameSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { env } from '@/lib/config/env';

export type SpoolEntry = { kind: string; key: string; receivedAt: string; input: unknown };

function spoolDir(): string {
  return path.join(env().DATA_DIR, 'spool');
}

const fsyncAsync = promisify(fsync);

async function syncAndClose(fd: number): Promise<void> {
  try {
    await fsyncAsync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Durable once this resolves: fsynced under a temporary name, renamed into place, the folder fsynced.
 * Only the fsyncs are awaited; the rest is synchronous (docs/performance.md "Numbers behind the constants").
 */
export async function writeSpoolEntry(entry: SpoolEntry): Promise<void> {
  const dir = spoolDir();
  mkdirSync(dir, { recursive: true });
  const name = `${Date.now()}-${entry.kind}-${entry.key}-${randomBytes(3).toString('hex')}.json`;
  const temporary = path.join(dir, `.${name}.tmp`);
  const fd = openSync(temporary, 'wx', 0o600);
  try {
    writeFileSync(fd, JSON.stringify(entry));
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  await syncAndClose(fd);
  renameSync(temporary, path.join(dir, name));
  await syncAndClose(openSync(dir, 'r'));
}

/** Entry file names, oldest first. */
export async function listSpool(): Promise<string[]> {
  try {
    const names = await readdir(spoolDir());
    return names.filter((name) => name.endsWith('.json') && !name.startsWith('.')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

export async function readSpoolEntry(name: string): Promise<SpoolEntry | null> {
  try {
    const entry = JSON.parse(await readFile(path.join(spoolDir(), name), 'utf8')) as SpoolEntry;
    return typeof entry?.kind === 'string' && typeof entry.key === 'string' ? entry : null;
  } catch {
    return null;
  }
}

export async function removeSpoolEntry(name: string): Promise<void> {
  await unlink(path.join(spoolDir(), name)).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}

/** Moves an entry that can never be stored to `spool/failed/` for a person to look at. */
export async function setAsideSpoolEntry(name: string): Promise<void> {
  const failed = path.join(spoolDir(), 'failed');
  await mkdir(failed, { recursive: true });
  await rename(path.join(spoolDir(), name), path.join(failed, name)).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}

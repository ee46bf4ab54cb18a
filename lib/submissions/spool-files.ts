// Form-to-mail path (docs/mail.md#states), spooled: the files a submission waits in while the database is away.
import 'server-only';
import { randomBytes } from 'node:crypto';
import { closeSync, fsync, mkdirSync, openSync, renameSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { env } from '@/lib/config/env';

/** A submission taken while the database was unreachable, as written to `DATA_DIR/spool/`. */
export type SpoolEntry = { kind: string; key: string; receivedAt: string; input: unknown };

function spoolDir(): string {
  return path.join(env().DATA_DIR, 'spool');
}

const fsyncAsync = promisify(fsync);

/** Flushes what `fd` holds (a file's bytes, a folder's names) to the disk, then closes it. */
async function syncAndClose(fd: number): Promise<void> {
  try {
    await fsyncAsync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Writes one entry so that it survives a crash or power loss from the moment this resolves: the
 * bytes are fsynced under a temporary name, renamed into place (atomic: a reader sees the whole
 * entry or none), and the folder is fsynced so the rename itself is on disk. Only then may the
 * visitor hear "received".
 *
 * Only the two fsyncs wait on the disk, so only they leave the event loop; the other steps (make
 * the folder, create, write, close, rename), answered by the kernel's cache in microseconds, are
 * synchronous. Each awaited step also waits its turn of the event loop, which under the load
 * test's 45 page connections is a page's time (40 ms at the median, 2 s at worst with the CPU
 * shared with other work). With nine awaited steps a spool write took 0.4-0.7 s, and the forms
 * 447 ms at the median and 5.0 s at worst (9.0 s during a container build); with two, 146-287 ms
 * and 1.9-4.4 s in three runs.
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

/** Entry file names, oldest first (names start with the time they were written). */
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

/** Removes a replayed entry; one another process already removed is fine. */
export async function removeSpoolEntry(name: string): Promise<void> {
  await unlink(path.join(spoolDir(), name)).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}

/** Moves an entry that can never be stored (unreadable, no longer valid) to `spool/failed/` for a person to look at. */
export async function setAsideSpoolEntry(name: string): Promise<void> {
  const failed = path.join(spoolDir(), 'failed');
  await mkdir(failed, { recursive: true });
  await rename(path.join(spoolDir(), name), path.join(failed, name)).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}

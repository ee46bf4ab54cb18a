import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { env } from '@/lib/config/env';

/** A submission taken while the database was unreachable, as written to `DATA_DIR/spool/`. */
export type SpoolEntry = { kind: string; key: string; receivedAt: string; input: unknown };

function spoolDir(): string {
  return path.join(env().DATA_DIR, 'spool');
}

async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Writes one entry so that it survives a crash or power loss from the moment this resolves: the
 * bytes are fsynced under a temporary name, renamed into place (atomic: a reader sees the whole
 * entry or none), and the folder is fsynced so the rename itself is on disk. Only then may the
 * visitor hear "received".
 */
export async function writeSpoolEntry(entry: SpoolEntry): Promise<void> {
  const dir = spoolDir();
  await mkdir(dir, { recursive: true });
  const name = `${Date.now()}-${entry.kind}-${entry.key}-${randomBytes(3).toString('hex')}.json`;
  const temporary = path.join(dir, `.${name}.tmp`);
  const handle = await open(temporary, 'wx', 0o600);
  try {
    await handle.writeFile(JSON.stringify(entry));
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, path.join(dir, name));
  await syncDir(dir);
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

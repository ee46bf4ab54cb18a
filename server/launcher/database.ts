// The site's database: the server MONGODB_URI names, or the embedded FerretDB in DATA_DIR.
import path from 'node:path';
import { superviseFerretdb } from './ferretdb-supervisor.ts';
import type { Log } from './progress.ts';
import { onStop } from './processes.ts';

/** Host and database of a URI, without credentials, for log lines. */
export function describeUri(uri: string): string {
  try {
    const url = new URL(uri);
    return `${url.protocol}//${url.host}${url.pathname}`;
  } catch {
    return 'the configured server';
  }
}

/** The URI to use; an embedded FerretDB is supervised and stopped after the server, which never outlives it. */
export async function openDatabase({
  dataDir,
  log = console.log as Log,
}: {
  dataDir: string;
  log?: Log;
}): Promise<string> {
  if (process.env.MONGODB_URI) {
    log(`[db] using MONGODB_URI (${describeUri(process.env.MONGODB_URI)}); no embedded database`);
    return process.env.MONGODB_URI;
  }
  const db = await superviseFerretdb({ dataDir, log, detached: true, stdio: ['ignore', 'inherit', 'inherit'] });
  onStop(async () => {
    await db.stop();
    log('[db] embedded FerretDB stopped');
  });
  log(`[db] embedded FerretDB ${describeUri(db.uri)} (files in ${path.join(dataDir, 'ferretdb')})`);
  return db.uri;
}

import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFerretdb } from '../../scripts/lib/ferretdb.mjs';

// One real embedded database for the whole run (or the server MONGODB_URI names).
export default async function globalSetup() {
  if (process.env.MONGODB_URI) {
    process.env.TEST_MONGODB_BASE = process.env.MONGODB_URI;
    return;
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sahla-jest-'));
  const db = await startFerretdb({ dataDir, database: 'test', log: () => {} });
  process.env.TEST_MONGODB_BASE = db.uri;
  process.env.TEST_DATA_DIR = dataDir;
  globalThis.__ferretdb = db;
}

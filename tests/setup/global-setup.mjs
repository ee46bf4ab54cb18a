import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFerretdb } from '../../server/launcher/ferretdb.ts';

// One real embedded database for the whole run (or the server MONGODB_URI names), and one temp
// folder that holds every test file's scratch space and is removed at the end.
export default async function globalSetup() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'sahla-jest-'));
  process.env.TEST_TMP_ROOT = root;
  if (process.env.MONGODB_URI) {
    process.env.TEST_MONGODB_BASE = process.env.MONGODB_URI;
    return;
  }
  const db = await startFerretdb({ dataDir: path.join(root, 'db'), database: 'test', log: () => {} });
  process.env.TEST_MONGODB_BASE = db.uri;
  globalThis.__ferretdb = db;
}

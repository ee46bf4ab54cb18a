// Playwright's web server: a fresh embedded database and upload folder, the
// production build (rebuilt when sources changed), on the port given.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild, standaloneDir } from './lib/build.mjs';
import { startFerretdb } from './lib/ferretdb.mjs';

const port = Number(process.argv[2] ?? 3210);
ensureBuild();
const scratch = mkdtempSync(path.join(os.tmpdir(), 'sahla-e2e-'));
const db = process.env.MONGODB_URI ? null : await startFerretdb({ dataDir: path.join(scratch, 'data') });

const server = spawn(process.execPath, [path.join(standaloneDir(), 'server.js')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOSTNAME: '127.0.0.1',
    MONGODB_URI: process.env.MONGODB_URI ?? db.uri,
    DATA_DIR: path.join(scratch, 'data'),
    UPLOAD_DIR: path.join(scratch, 'uploads'),
    JWT_SECRET: process.env.JWT_SECRET ?? 'e2e-secret-that-is-at-least-32-characters',
    ADMIN_USERNAME: process.env.ADMIN_USERNAME ?? 'admin',
    ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? 'e2e-admin-password',
    SITE_URL: `http://127.0.0.1:${port}`,
    NEXT_TELEMETRY_DISABLED: '1',
  },
});

async function shutdown() {
  server.kill('SIGTERM');
  await db?.stop();
  rmSync(scratch, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
server.on('exit', async (code) => {
  await db?.stop();
  process.exit(code ?? 1);
});

// Playwright's web server: the production build (rebuilt when sources changed), a fresh
// embedded database (or a fresh database on the server MONGODB_URI names) and a fresh upload
// folder, on the port given. Everything it starts stops with it.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild, standaloneDir } from '../../server/launcher/build.ts';
import { startMailbox } from './e2e-mailbox.ts';
import { superviseFerretdb } from '../../server/launcher/ferretdb-supervisor.ts';
import { onStop, stopAndExit, stopOnSignals } from '../../server/launcher/processes.ts';
import { localServerEnv, serverArgs } from '../../server/launcher/site.ts';
import { supervise } from '../../server/launcher/supervise.ts';

const port = Number(process.argv[2] ?? 3210);
stopOnSignals();

function freshDatabase(uri: string): string {
  const url = new URL(uri);
  url.pathname = `/e2e_${randomBytes(6).toString('hex')}`;
  return url.toString();
}

try {
  await ensureBuild();
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'sahla-e2e-'));
  onStop(() => rmSync(scratch, { recursive: true, force: true }));
  const dataDir = path.join(scratch, 'data');
  let uri;
  if (process.env.MONGODB_URI) {
    uri = freshDatabase(process.env.MONGODB_URI);
  } else {
    const db = await superviseFerretdb({ dataDir, database: 'e2e', stdio: ['ignore', 'inherit', 'inherit'] });
    onStop(db.stop);
    uri = db.uri;
  }
  // Mail goes to a real SMTP server whose messages the specs can read (a confirmation link).
  const mailbox = await startMailbox(port);
  onStop(mailbox.stop);
  supervise(process.execPath, serverArgs(standaloneDir()), {
    cwd: standaloneDir(),
    env: {
      ...localServerEnv({
        port,
        uri,
        dataDir,
        uploadDir: path.join(scratch, 'uploads'),
        secret: process.env.JWT_SECRET ?? 'e2e-secret-that-is-at-least-32-characters',
        admin: {
          username: process.env.ADMIN_USERNAME ?? 'admin',
          password: process.env.ADMIN_PASSWORD ?? 'e2e-editor-passphrase',
        },
      }),
      SMTP_URL: mailbox.url,
      // Two workers' browsers and servers share the cores: a slow answer here must not become a
      // 503. The deadline itself is tested on sites of their own (e2e/outage*.spec.ts, jest's timed files).
      DB_TIMEOUT_MS: process.env.DB_TIMEOUT_MS ?? '5000',
      // Mail and scheduled issues go out within a second or two, not 15 s and 30 s (lib/config/waits.ts).
      OUTBOX_POLL_MS: '1000',
      ISSUE_POLL_MS: '2000',
      // Two workers' page loads never stop, so searches would be held to SEARCH_SHARE's tenth and a
      // second search within a second refused; giving way is tested on sites of their own (search-load.spec.ts).
      SEARCH_SHARE: '100',
    },
    // Same process group as this script: should Playwright ever kill the group outright,
    // nothing survives it.
    detached: false,
  });
} catch (error) {
  console.error(`[e2e-server] ${(error as Error).message}`);
  await stopAndExit(1);
}

// The site under measurement: the standalone server on the bench's database, and how a page's
// status is read (and reported when a page could not be measured).
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { spawnTracked, waitForHttp } from './processes.ts';
import { standaloneDir } from '../../server/launcher/build.ts';
import { freePort } from '../../server/launcher/ferretdb.ts';
import { localServerEnv, serverArgs } from '../../server/launcher/site.ts';

/**
 * The production server on the bench's database, its log in outDir/<name>.log; its origin. Started as
 * `npm start` and the image start it (server/launcher/site.ts, serverArgs); `env` adds settings.
 */
export async function startSite(
  dataDir: string,
  dbUri: string,
  outDir: string,
  { name = 'server', env = {} }: { name?: string; env?: Record<string, string> } = {},
): Promise<string> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const logFile = createWriteStream(path.join(outDir, `${name}.log`));
  const args = serverArgs(standaloneDir());
  const handle = spawnTracked(`site server (${name})`, process.execPath, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...localServerEnv({
        port,
        uri: dbUri,
        dataDir,
        uploadDir: path.join(path.dirname(dataDir), 'uploads'),
        secret: 'bench-secret-that-is-at-least-32-characters-long',
        admin: { username: 'admin', password: 'bench-admin-password' },
      }),
      ...env,
    },
  });
  handle.child.stdout!.pipe(logFile);
  handle.child.stderr!.pipe(logFile);
  await waitForHttp(`${origin}/api/health`, { child: handle.child, ok: (s) => s === 200 });
  return origin;
}

/**
 * The status of one request, or 0 when none came. After a load test the server may still be
 * draining queued requests (a search scans the embedded database), so it gets two minutes; a 503
 * (the search gate still full of the last row's renders: a quick run's `/ar/blog?q=` row was
 * skipped that way right after `/blog?q=`) is asked again for up to 60 s.
 */
export async function statusOf(url: string): Promise<number> {
  const until = Date.now() + 60_000;
  for (;;) {
    const status = await statusOnce(url);
    if (status !== 503 || Date.now() > until) return status;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

async function statusOnce(url: string): Promise<number> {
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(120_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

export const naFor = (status: number) =>
  status === 404 ? 'n/a: route not built yet' : status === 0 ? 'n/a: no answer within 120 s' : `n/a: status ${status}`;

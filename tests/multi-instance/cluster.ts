import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createClient } from '@redis/client';
import { freePort } from '../../server/launcher/ferretdb.ts';
import { serverArgs } from '../../server/launcher/site.ts';
import { startNginx } from '../../tooling/services/nginx.ts';
import { startRedis } from '../../tooling/services/redis.ts';
import { startS3Server } from '../../tooling/services/s3-server.ts';
import { startTestSmtp, type TestSmtp } from '../helpers/smtp';

const standaloneDir = () => path.join(process.cwd(), '.next', 'standalone');

export const ADMIN = { username: 'admin', password: 'two-instances-password' };
/** The outbox's pace on both instances: a round every second, a refused mail's first retry 2 s later (15 s and 30 s in production). */
export const OUTBOX = { pollMs: 1_000, retryBaseMs: 2_000 };

export type Cluster = {
  /** The two site processes, each reached directly. */
  a: string;
  b: string;
  /** nginx, round-robin over both. */
  proxy: string;
  smtp: TestSmtp;
  /** Resolves once Next's cache entry for `route` (e.g. /en/blog/list/1) is in the shared Redis. */
  cached: (route: string) => Promise<void>;
  /** Stops instance A and starts it again on the same port. */
  restartA: () => Promise<void>;
  stop: () => Promise<void>;
};

type Stoppable = { stop: () => Promise<void> };

function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

async function waitForHealth(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-2000) : '';
  throw new Error(`the site at ${url} did not become healthy; its log ends:\n${log}`);
}

type Site = { url: string; child: ChildProcess; logFile: string };

/**
 * One production server with its own DATA_DIR and UPLOAD_DIR: nothing may rely on local disk.
 * Started as `npm start` starts it (serverArgs), so each client's address reaches the limits.
 */
function launchSite(dir: string, port: number, shared: Record<string, string>): Site {
  mkdirSync(dir, { recursive: true });
  const logFile = path.join(dir, 'site.log');
  const child = spawn(process.execPath, serverArgs(standaloneDir()), {
    cwd: standaloneDir(),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      APP_ENV: 'production',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      MONGODB_URI: process.env.MONGODB_URI,
      DATA_DIR: path.join(dir, 'data'),
      UPLOAD_DIR: path.join(dir, 'uploads'),
      JWT_SECRET: 'two-instances-secret-at-least-32-characters',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ...shared,
    },
  });
  const out = createWriteStream(logFile, { flags: 'a' });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  return { url: `http://127.0.0.1:${port}`, child, logFile };
}

/**
 * Two production servers (the standalone build) on one database, one S3 bucket, one Redis and
 * one SMTP server, behind nginx: what an operator runs with compose.yaml.
 */
export async function startCluster(scratch: string): Promise<Cluster> {
  const server = path.join(standaloneDir(), 'server.js');
  if (!existsSync(server)) throw new Error(`${server} is missing: build the site first (npm run build or npm test)`);
  const started: Stoppable[] = [];
  const stop = async () => {
    for (const item of started.reverse()) await item.stop().catch(() => undefined);
  };
  try {
    const [s3, redis, smtp] = await Promise.all([
      startS3Server({ dir: path.join(scratch, 's3'), log: () => undefined }),
      startRedis({ dir: path.join(scratch, 'redis'), log: () => undefined }),
      startTestSmtp(),
    ]);
    started.push(s3, redis, smtp);
    const ports = [await freePort(), await freePort()];
    // The database's 800-ms default deadline is missed now and then by eight sign-ins at once on
    // a machine shared with the rest of npm test (a 503, the outage path): 5 s here.
    const shared = {
      SMTP_URL: smtp.url,
      REDIS_URL: redis.url,
      DB_TIMEOUT_MS: '5000',
      OUTBOX_POLL_MS: String(OUTBOX.pollMs),
      OUTBOX_RETRY_BASE_MS: String(OUTBOX.retryBaseMs),
      ...s3.env,
    };
    const sites = ports.map((port, i) => launchSite(path.join(scratch, `site-${i}`), port, shared));
    // By index: a restarted instance replaces its entry, and the new process must be stopped.
    sites.forEach((_, i) => started.push({ stop: () => stopProcess(sites[i].child) }));
    await Promise.all(sites.map((site) => waitForHealth(site.url, site.child, site.logFile)));
    const nginx = await startNginx({ dir: path.join(scratch, 'nginx'), upstreams: ports, log: () => undefined });
    started.push(nginx);
    const restartA = async () => {
      await stopProcess(sites[0].child);
      sites[0] = launchSite(path.join(scratch, 'site-0'), ports[0], shared);
      await waitForHealth(sites[0].url, sites[0].child, sites[0].logFile);
    };
    const cached = async (route: string) => {
      const client = await createClient({ url: redis.url }).connect();
      try {
        // An instance writes the entry just after answering: wait for it before asking the other.
        for (let i = 0; i < 100; i += 1) {
          if ((await client.keys(`sahla:*${route}`)).length > 0) return;
          await new Promise((r) => setTimeout(r, 100));
        }
        const keys = (await client.keys('sahla:*')).join(', ');
        throw new Error(`${route} never reached the shared cache; it holds ${keys}`);
      } finally {
        client.destroy();
      }
    };
    return { a: sites[0].url, b: sites[1].url, proxy: nginx.url, smtp, cached, restartA, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

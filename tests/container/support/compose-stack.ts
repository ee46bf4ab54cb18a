// compose.yaml started for real by the compose test: podman-compose (or Docker Compose) with the
// site image `npm test` built, the registry images or their local stand-ins
// (tooling/container/stand-ins.ts), free ports on 127.0.0.1 and a project name of its own, so it
// can never touch an operator's `sahla` project. `down` removes its containers and volumes.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { freePort, projectRoot } from '@/server/launcher/ferretdb';
import { withSystemPath } from '@/server/launcher/system-command';
import { ensureCompose, type ComposeTool } from '@/tooling/container/compose-tool';
import { engineRun } from '@/tooling/container/engine';
import { composeImages } from '@/tooling/container/stand-ins';
import { ADMIN, engine, healthy, siteImage } from './containers';

export interface Stack {
  project: string;
  /** nginx in front of the two site replicas. */
  proxy: string;
  /** Mailpit's web interface and API. */
  mailpit: string;
  images: Record<string, string>;
  compose: (args: string[], timeoutMs?: number) => Promise<string>;
  /** The names of the running containers of one service. */
  containers: (service: string) => Promise<string[]>;
  down: () => Promise<void>;
}

function run(tool: ComposeTool, project: string, env: NodeJS.ProcessEnv, args: string[], timeoutMs: number) {
  const file = path.join(projectRoot(), 'compose.yaml');
  const all = [...tool.args, '--project-name', project, '--file', file, ...args];
  return new Promise<string>((resolve, reject) => {
    execFile(
      tool.bin,
      all,
      { env: withSystemPath(env), timeout: timeoutMs, killSignal: 'SIGKILL', maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout);
        const why = error.killed
          ? `no end within ${timeoutMs / 1000} s`
          : stderr.trim().split('\n').slice(-8).join('\n');
        reject(new Error(`${tool.name} ${args.join(' ')} failed: ${why}`));
      },
    );
  });
}

/** Makes or finds every image, then `up -d` without building; resolves before the site is healthy. */
export async function startStack(log: (line: string) => void = console.log): Promise<Stack> {
  const tool = await ensureCompose(engine(), { log });
  const images = { ...(await composeImages(engine(), { log })), SITE_IMAGE: siteImage() };
  const [httpPort, mailPort] = [await freePort(), await freePort()];
  const project = `sahla-compose-test-${randomBytes(3).toString('hex')}`;
  const proxy = `http://127.0.0.1:${httpPort}`;
  // Every variable compose.yaml reads is set here, so the caller's own settings cannot leak in.
  const env = {
    ...process.env,
    ...images,
    HTTP_PORT: String(httpPort),
    MAILPIT_PORT: String(mailPort),
    SITE_URL: proxy,
    JWT_SECRET: 'compose-secret-that-is-at-least-32-characters',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    S3_SECRET_ACCESS_KEY: 'compose-test-s3-secret',
  };
  const compose = (args: string[], timeoutMs = 120_000) => run(tool, project, env, args, timeoutMs);
  const filter = ['--filter', `label=com.docker.compose.project=${project}`];
  const containers = async (service: string) => {
    const names = await engineRun(engine(), [
      'ps',
      ...filter,
      '--filter',
      `label=com.docker.compose.service=${service}`,
      '--format',
      '{{.Names}}',
    ]);
    return names.split('\n').filter(Boolean).sort();
  };
  // `down --volumes` removes the named volumes; the anonymous ones the images' VOLUME lines made
  // (the site's /data) are removed here by name, as podman-compose leaves them.
  const down = async () => {
    const ids = await engineRun(engine(), ['ps', '--all', '--quiet', ...filter]).catch(() => '');
    const volumes = ids.trim()
      ? await engineRun(engine(), [
          'inspect',
          '--format',
          '{{range .Mounts}}{{.Name}} {{end}}',
          ...ids.trim().split('\n'),
        ])
      : '';
    await compose(['down', '--volumes', '--timeout', '10'], 180_000);
    for (const volume of new Set(volumes.split(/\s+/).filter(Boolean)))
      await engineRun(engine(), ['volume', 'rm', '--force', volume]).catch(() => undefined);
  };
  try {
    await compose(['up', '--detach', '--no-build'], 600_000);
  } catch (error) {
    await down().catch(() => undefined);
    throw error;
  }
  return { project, proxy, mailpit: `http://127.0.0.1:${mailPort}`, images, compose, containers, down };
}

/** Resolves once /api/health through nginx says the database is up; fails with a replica's log. */
export async function healthyThrough(stack: Stack, timeoutMs = 180_000): Promise<number> {
  const [first = `${stack.project}_site_1`] = await stack.containers('site');
  return healthy({ name: first, base: stack.proxy, volume: '' }, timeoutMs);
}

/**
 * Runs `probe` (a node one-liner) in every site replica until it prints `want`, or fails naming
 * `what`; resolves with each replica's answers in order and the time it took, for the test's log.
 */
async function untilEachReplica(stack: Stack, probe: string, want: string, what: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  const report: string[] = [];
  for (const name of await stack.containers('site')) {
    const started = Date.now();
    const answers: string[] = [];
    while (Date.now() < deadline) {
      answers.push((await engineRun(engine(), ['exec', name, 'node', '-e', probe], { timeoutMs: 30_000 })).trim());
      if (answers.at(-1) === want) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    if (answers.at(-1) !== want) throw new Error(`${name}: ${what} within ${timeoutMs / 1000} s (answers ${answers})`);
    report.push(`${name} ${answers.join(',')} in ${Date.now() - started} ms`);
  }
  return report.join('; ');
}

/**
 * Resolves once every site replica reaches the bucket: an upload that does not exist answers 404
 * from S3, not 503. podman-compose does not wait for the one-shot `s3-bucket` task, so a replica
 * can start before the bucket exists and judge S3 sick for a few seconds (the breaker then answers
 * 503 at once, as designed). And on podman 4.3's netavark one replica's name lookups can time out
 * for up to 46 s after the stack starts (docs/deploying.md: the bridge's address changes under a
 * cached ARP entry), so its calls to S3 miss their 5 s deadline meanwhile (3 runs of 11 here; a CI
 * run's upload check met it).
 */
export function uploadsReady(stack: Stack, timeoutMs = 120_000): Promise<string> {
  // A name the upload code could have made (32 hex digits), so the route asks the bucket: any
  // other name is answered 404 without a call to S3, which would prove nothing.
  const probe = `fetch('http://127.0.0.1:3000/uploads/${'0'.repeat(32)}.png').then(r=>console.log(r.status),()=>console.log(0))`;
  return untilEachReplica(stack, probe, '404', 'could not reach the bucket', timeoutMs);
}

/**
 * Resolves once every site replica answers the admin API with `token`: a replica's first database
 * reads after a cold start can miss the admin's short deadline, and its breaker then answers 503
 * with Retry-After for a few seconds, as designed. The checks start on a settled stack.
 */
export function adminReady(stack: Stack, token: string, timeoutMs = 90_000): Promise<string> {
  const probe = `fetch('http://127.0.0.1:3000/api/admin/counts',{headers:{authorization:'Bearer ${token}'}}).then(r=>console.log(r.status),()=>console.log(0))`;
  return untilEachReplica(stack, probe, '200', 'the admin API did not answer 200', timeoutMs);
}

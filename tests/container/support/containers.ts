// Containers of the site image (siteImage below), run the way the
// README's "Deploying" section tells an operator to: non-root, read-only, no capabilities, ports
// on 127.0.0.1 only. Everything a test starts is removed by `removeAll`.
import { randomBytes } from 'node:crypto';
import { freePort } from '@/server/launcher/ferretdb';
import { engineRun, type Engine } from '@/tooling/container/engine';
import { HOST_BUILD_IMAGE } from '@/tooling/container/host-build';

/**
 * The image under test: the runner's SAHLA_SITE_IMAGE (npm test's image on its own build, or the
 * soak set's build of the whole Dockerfile), else the one `npm test` last made.
 */
export function siteImage(): string {
  return process.env.SAHLA_SITE_IMAGE || HOST_BUILD_IMAGE;
}

export const ADMIN = { username: 'admin', password: 'container-admin-password' };

/** The engine `npm test` chose (SAHLA_ENGINE), or a clear failure when run outside it. */
export function engine(): Engine {
  const bin = process.env.SAHLA_ENGINE_BIN;
  const name = process.env.SAHLA_ENGINE;
  if (!bin || (name !== 'docker' && name !== 'podman'))
    throw new Error('no container engine: run these tests through `npm test`, which builds the image first');
  return { name, bin };
}

const made: { containers: string[]; volumes: string[] } = { containers: [], volumes: [] };
const suffix = randomBytes(3).toString('hex');

/** The hardening every run of the image gets, tasks included. */
export const HARDENED = ['--read-only', '--cap-drop=ALL', '--security-opt=no-new-privileges', '--tmpfs', '/tmp'];

export function siteEnv(siteUrl: string, overrides: Record<string, string> = {}): string[] {
  const env = {
    SITE_URL: siteUrl,
    JWT_SECRET: 'container-secret-that-is-at-least-32-characters',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    ...overrides,
  };
  return Object.entries(env).flatMap(([name, value]) => ['-e', `${name}=${value}`]);
}

export async function newVolume(label: string): Promise<string> {
  const name = `sahla-${label}-${suffix}`;
  await engineRun(engine(), ['volume', 'create', name]);
  made.volumes.push(name);
  return name;
}

export interface Site {
  name: string;
  base: string;
  volume: string;
}

/** Starts the image detached on a free loopback port, SITE_URL that address unless given. */
export async function startSite(
  label: string,
  volume: string,
  siteUrl?: string,
  env: Record<string, string> = {},
): Promise<Site> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const name = `sahla-${label}-${suffix}`;
  made.containers.push(name);
  await engineRun(engine(), [
    'run',
    '--detach',
    '--name',
    name,
    ...HARDENED,
    '--publish',
    `127.0.0.1:${port}:3000`,
    '--volume',
    `${volume}:/data`,
    ...siteEnv(siteUrl ?? base, env),
    siteImage(),
  ]);
  return { name, base, volume };
}

/** Resolves once /api/health says the database is up; fails with the container's log otherwise. */
export async function healthy(site: Site, timeoutMs = 90_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const body = await fetch(`${site.base}/api/health`, { signal: AbortSignal.timeout(2000) })
      .then((r) => (r.ok ? r.json() : null))
      .catch(() => null);
    if (body?.db === 'up') return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const log = await engineRun(engine(), ['logs', '--tail', '30', site.name]).catch((e: Error) => e.message);
  throw new Error(`${site.name} was not healthy within ${timeoutMs / 1000} s; its log ends:\n${log}`);
}

/** `stop` with a 10 s grace (then the engine kills it); the exit code and how long it took. */
export async function stopSite(site: Site): Promise<{ exitCode: number; ms: number }> {
  const started = Date.now();
  await engineRun(engine(), ['stop', '--time', '10', site.name], { timeoutMs: 30_000 });
  const ms = Date.now() - started;
  const code = await engineRun(engine(), ['inspect', '--format', '{{.State.ExitCode}}', site.name]);
  return { exitCode: Number(code.trim()), ms };
}

/**
 * `run --rm IMAGE <task…>` on the volume, hardened like the site; the task's output. With
 * `entrypoint`, task is that program's arguments instead (an operator's shell step).
 */
export function runTask(volume: string, task: string[], entrypoint?: string): Promise<string> {
  const command = entrypoint ? ['--entrypoint', entrypoint, siteImage(), ...task] : [siteImage(), ...task];
  return engineRun(
    engine(),
    ['run', '--rm', ...HARDENED, '--volume', `${volume}:/data`, ...siteEnv('http://localhost:3000'), ...command],
    { timeoutMs: 180_000 },
  );
}

export async function removeAll(): Promise<void> {
  for (const name of made.containers.splice(0)) {
    await engineRun(engine(), ['kill', name]).catch(() => undefined);
    await engineRun(engine(), ['rm', '--force', name]).catch(() => undefined);
  }
  for (const name of made.volumes.splice(0))
    await engineRun(engine(), ['volume', 'rm', '--force', name]).catch(() => undefined);
}

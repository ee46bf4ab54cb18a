import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { needsBuild } from '../../server/launcher/build.ts';
import { ensureFerretdb, freePort } from '../../server/launcher/ferretdb.ts';
import { systemCommand } from '../../server/launcher/system-command.ts';
import { ensureImageFonts, ensureSiteUser, layOut, snapshot } from './support/runtime-layout';

// The checks of the CI workflow's image smoke test (tooling/test/container-smoke.sh), run against the
// image's runtime layout here, where no container engine can pull base images: the entrypoint as
// PID 1's command, the non-root user, a read-only app folder, DATA_DIR elsewhere, APP_ENV=production,
// and no fontconfig set-up beyond the Debian packages the Dockerfile installs.
jest.setTimeout(180_000);

let layout: ReturnType<typeof layOut>;
let site: ChildProcess;
let base: string;
let output = '';
let before: string[];
let env: NodeJS.ProcessEnv;
let asUser: string[];

async function healthy(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (site.exitCode !== null) throw new Error(`the site exited (${site.exitCode}):\n${output}`);
    const body = await fetch(`${base}/api/health`).then(
      (r) => (r.ok ? r.json() : null),
      () => null,
    );
    if (body?.db === 'up') return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no healthy answer within 90 s:\n${output}`);
}

// Plain JavaScript without types (server/node-runtime.mjs says why): a computed name keeps tsc away.
const BOOTSTRAP = '../../server/node-runtime.mjs';

beforeAll(async () => {
  const { isSupportedNode } = await import(BOOTSTRAP);
  if (!isSupportedNode(process.versions.node))
    throw new Error(`the image runs Node 24; this run has ${process.version} (npm test runs on the right one)`);
  if (needsBuild()) throw new Error('the production build is missing or stale: `npm test` builds it before jest');
  await ensureImageFonts();
  const user = ensureSiteUser();
  layout = layOut(await ensureFerretdb({ log: () => {} }), user);
  before = snapshot(layout.app);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // The image's environment (Dockerfile ENV) and nothing else: no FONTCONFIG_*, no MONGODB_URI.
  env = {
    PATH: `${path.dirname(layout.node)}:/usr/local/bin:/usr/bin:/bin`,
    HOME: '/app',
    NODE_ENV: 'production',
    APP_ENV: 'production',
    SITE_URL: 'http://localhost:3000',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(port),
    DATA_DIR: layout.data,
    UPLOAD_DIR: path.join(layout.data, 'uploads'),
    JWT_SECRET: 'layout-secret-that-is-at-least-32-characters-long',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: 'layout-admin-password',
  };
  asUser = ['--reuid', String(user.uid), '--regid', String(user.gid), '--clear-groups'];
  site = spawn(systemCommand('setpriv', 'util-linux'), [...asUser, layout.node, 'server/container-entrypoint.ts'], {
    cwd: layout.app,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [site.stdout!, site.stderr!]) stream.on('data', (chunk: Buffer) => (output += chunk));
  await healthy(Date.now() + 90_000);
});

afterAll(async () => {
  if (site && site.exitCode === null) {
    site.kill('SIGKILL');
    await new Promise((resolve) => site.once('exit', resolve));
  }
  if (layout) rmSync(layout.scratch, { recursive: true, force: true });
});

it('answers /api/health 200 with the embedded database up', async () => {
  const response = await fetch(`${base}/api/health`);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok', db: 'up' });
});

it('serves a prerendered page and one rendered and cached at run time', async () => {
  // /about is built ahead; /blog is rendered on first request and kept in memory only.
  for (const page of ['/about', '/blog', '/blog']) {
    const response = await fetch(`${base}${page}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html');
  }
});

it('draws an Open Graph image with Arabic text through the image’s fontconfig', async () => {
  const response = await fetch(`${base}/og/ar/about.png`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/png');
  expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(5000);
});

it('accepts a form post and stores it in DATA_DIR', async () => {
  const response = await fetch(`${base}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Layout test',
      email: 'layout@example.com',
      subject: 'general',
      locale: 'en',
      message: 'Sent to the container layout.',
    }),
  });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ success: true });
  expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
});

it('writes nothing into the read-only app folder, and stops cleanly on SIGTERM', async () => {
  expect(snapshot(layout.app)).toEqual(before);
  const exited = new Promise<number | null>((resolve) => site.once('exit', (code) => resolve(code)));
  site.kill('SIGTERM');
  expect(await exited).toBe(0);
  expect(output).toMatch(/embedded FerretDB stopped/);
  expect(output).not.toMatch(/EACCES|EROFS|Failed to update prerender cache/);
});

it('runs the seed task from the image (`docker run IMAGE seed`) as the same user', async () => {
  const seeded = spawn(
    systemCommand('setpriv', 'util-linux'),
    [...asUser, layout.node, 'server/container-entrypoint.ts', 'seed'],
    {
      cwd: layout.app,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  for (const stream of [seeded.stdout!, seeded.stderr!]) stream.on('data', (chunk: Buffer) => (log += chunk));
  const code = await new Promise<number | null>((resolve) => seeded.once('exit', resolve));
  expect([code, log]).toEqual([0, expect.stringMatching(/\[seed\] inserted 7 demo posts/)]);
});

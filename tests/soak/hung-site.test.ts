import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seed } from '@/server/seed.ts';
import { needsBuild, standaloneDir } from '../../server/launcher/build.ts';
import { freePort, startFerretdb } from '../../server/launcher/ferretdb.ts';
import { localServerEnv, serverArgs } from '../../server/launcher/site.ts';
import { startRedis } from '../../tooling/services/redis.ts';
import { startS3Server } from '../../tooling/services/s3-server.ts';
import { startToxiproxy, type FaultProxy, type Toxiproxy } from '../../tooling/services/toxiproxy.ts';
import { startTestSmtp, type TestSmtp } from '../helpers/smtp';
import { pngImage, validPost } from '../integration/support/api';

// The production server (the standalone build) on a database of its own that is frozen with
// SIGSTOP for a full minute, then a shared Redis cache and an S3 store behind Toxiproxy that are
// stalled: what a visitor and an operator see, over HTTP, while a dependency hangs.
jest.setTimeout(300_000);

const FREEZE_MS = 60_000;
const POSTS = 50;
const ADMIN = { username: 'admin', password: 'hung-site-admin-password' };
const secret = 'hung-site-secret-that-is-at-least-32-characters';
const INVESTOR = { lastName: 'Tazi', phone: '+212 600 000 000', investment: '$50,000', title: 'Seed' };
let scratch: string;
let db: Awaited<ReturnType<typeof startFerretdb>>;
let redis: Awaited<ReturnType<typeof startRedis>>;
let toxiproxy: Toxiproxy;
let s3: Awaited<ReturnType<typeof startS3Server>>;
let redisProxy: FaultProxy;
let s3Proxy: FaultProxy;
let smtp: TestSmtp;
let site: ChildProcess;
let base: string;
let token: string;
let pages: string[];
let output = '';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function timed(url: string, init?: RequestInit): Promise<{ status: number; ms: number; response: Response }> {
  const started = performance.now();
  const response = await fetch(`${base}${url}`, { redirect: 'manual', signal: AbortSignal.timeout(30_000), ...init });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started, response };
}

// Post i: even ones contact messages, odd ones investor inquiries, each from its own address.
function post(i: number) {
  const email = `visitor${i}@example.ma`;
  const [url, body] =
    i % 2 === 0
      ? ['/api/contact', { name: `Visitor ${i}`, email, subject: 'support', message: `Message ${i}.`, locale: 'en' }]
      : ['/api/email/send', { firstName: `Investor${i}`, email, ...INVESTOR }];
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': `198.18.0.${i + 1}` };
  return timed(url, { method: 'POST', headers, body: JSON.stringify(body) });
}

async function healthy(until: number): Promise<void> {
  while (Date.now() < until) {
    if (site.exitCode !== null) throw new Error(`the site exited (${site.exitCode}):\n${output.slice(-3000)}`);
    const body = await fetch(`${base}/api/health`)
      .then((r) => r.json())
      .catch(() => null);
    if (body?.db === 'up') return;
    await sleep(500);
  }
  throw new Error(`the site did not become healthy:\n${output.slice(-3000)}`);
}

beforeAll(async () => {
  if (needsBuild()) throw new Error('the production build is missing or stale: `npm test` builds it before jest');
  scratch = mkdtempSync(path.join(os.tmpdir(), 'sahla-hung-site-'));
  [db, redis, s3, smtp, toxiproxy] = await Promise.all([
    startFerretdb({ dataDir: path.join(scratch, 'db'), port: await freePort(), database: 'site', log: () => {} }),
    startRedis({ dir: path.join(scratch, 'redis'), log: () => undefined }),
    startS3Server({ dir: path.join(scratch, 's3'), log: () => undefined }),
    startTestSmtp(),
    startToxiproxy(),
  ]);
  [redisProxy, s3Proxy] = await Promise.all([toxiproxy.proxy('redis', redis.port), toxiproxy.proxy('s3', s3.port)]);
  const uploadDir = path.join(scratch, 'uploads');
  await seed({ uri: db.uri, uploadDir, log: () => undefined });
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const dataDir = path.join(scratch, 'data');
  const env = localServerEnv({ port, uri: db.uri, dataDir, uploadDir, secret, admin: ADMIN });
  site = spawn(process.execPath, serverArgs(standaloneDir()), {
    cwd: standaloneDir(),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...env,
      ...s3.env,
      S3_ENDPOINT: `http://127.0.0.1:${s3Proxy.port}`,
      S3_TIMEOUT_MS: '1000',
      SMTP_URL: smtp.url,
      REDIS_URL: `redis://127.0.0.1:${redisProxy.port}`,
      // The test is the proxy in front: each post names its own visitor address.
      TRUSTED_PROXIES: '127.0.0.1',
    },
  });
  for (const stream of [site.stdout!, site.stderr!]) stream.on('data', (chunk: Buffer) => (output += chunk));
  await healthy(Date.now() + 90_000);
  const login = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
    signal: AbortSignal.timeout(30_000),
  });
  ({ token } = await login.json());
  const posts = (await (await fetch(`${base}/api/blogs?lang=en&limit=1`)).json()) as { slug: string }[];
  pages = ['/', '/ar', '/blog', `/blog/${posts[0].slug}`];
  // Rendered and cached once while everything answers, as a visited site has them.
  for (const page of pages) expect((await timed(page)).status).toBe(200);
}, 600_000);

afterAll(async () => {
  db?.child.kill('SIGCONT');
  if (site?.exitCode === null) await new Promise((resolve) => site.once('exit', resolve).kill('SIGTERM'));
  await Promise.all([db?.stop(), redis?.stop(), s3?.stop(), smtp?.stop(), toxiproxy?.stop()]);
  rmSync(scratch, { recursive: true, force: true });
});

describe('the database frozen for a minute', () => {
  it('answers posts "received", pages 200, the admin 503 and health "not up", each in time', async () => {
    const frozenAt = Date.now();
    db.child.kill('SIGSTOP');
    const posts = [];
    const others = [];
    // Ten waves of five posts, five seconds apart, each with the pages, the admin and health.
    for (let wave = 0; wave < 10; wave += 1) {
      const indexes = Array.from({ length: POSTS / 10 }, (_, j) => wave * (POSTS / 10) + j);
      const admin = timed('/api/admin/counts', { headers: { authorization: `Bearer ${token}` } });
      const [waveposts, wavepages, counts, health] = await Promise.all([
        Promise.all(indexes.map(post)),
        Promise.all(pages.map((page) => timed(page))),
        admin,
        timed('/api/health'),
      ]);
      posts.push(...waveposts);
      others.push({ wavepages, counts, health });
      await sleep(Math.max(0, frozenAt + (wave + 1) * 5000 - Date.now()));
    }
    await sleep(Math.max(0, frozenAt + FREEZE_MS - Date.now()));
    db.child.kill('SIGCONT');

    expect(posts.map((p) => p.status)).toEqual(Array(POSTS).fill(200));
    expect(Math.max(...posts.map((p) => p.ms))).toBeLessThan(3000);
    for (const { wavepages, counts, health } of others) {
      expect(wavepages.map((p) => p.status)).toEqual([200, 200, 200, 200]);
      expect(Math.max(...wavepages.map((p) => p.ms))).toBeLessThan(3000);
      expect([counts.status, counts.response.headers.get('retry-after')]).toEqual([503, '5']);
      // The token check waits at most half of DB_TIMEOUT_MS (400 ms), at once while the breaker
      // is open, plus the server's own time.
      expect(counts.ms).toBeLessThan(1000);
      expect(health.status).toBe(503);
      expect(health.ms).toBeLessThan(2000);
    }
  });

  it('stores each post once and sends each mail once when the database is back', async () => {
    const until = Date.now() + 90_000;
    while (smtp.messages.length < POSTS && Date.now() < until) await sleep(500);
    await sleep(3000); // time for a second copy to show up, if one were on its way
    const senders = smtp.messages.map((m) => m.replyTo);
    expect(senders).toHaveLength(POSTS);
    expect(new Set(senders).size).toBe(POSTS);
    // Every record once: 25 of each, all still "new" in the inbox.
    const inbox = await fetch(`${base}/api/admin/counts`, { headers: { authorization: `Bearer ${token}` } });
    expect(await inbox.json()).toEqual({ inquiries: POSTS / 2, messages: POSTS / 2 });
  });
});

describe('the shared Redis cache and the S3 store stalled', () => {
  it('keeps serving every page, and answers an upload 503 at once', async () => {
    await Promise.all([redisProxy.stall(), s3Proxy.stall()]);
    for (const page of pages) {
      const { status, ms } = await timed(page);
      expect([page, status]).toEqual([page, 200]);
      expect(ms).toBeLessThan(3000);
    }
    const form = new FormData();
    for (const [key, value] of Object.entries(validPost())) form.append(key, value);
    form.append('image', new Blob([new Uint8Array(await pngImage())], { type: 'image/png' }), 'photo.png');
    const upload = await timed('/api/blogs', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect([upload.status, upload.response.headers.get('retry-after')]).toEqual([503, '5']);
    // S3_TIMEOUT_MS is 1 s here; reading and re-encoding the image come on top.
    expect(upload.ms).toBeLessThan(2500);
    await Promise.all([redisProxy.heal(), s3Proxy.heal()]);
  });
});

import sharp from 'sharp';
import { engineRun } from '@/tooling/container/engine';
import {
  ADMIN,
  engine,
  healthy,
  newVolume,
  removeAll,
  runTask,
  siteImage,
  startSite,
  stopSite,
  type Site,
} from './support/containers';

// The image as an operator runs it: embedded database on a volume, non-root, read-only root file
// system, no capabilities. What a visitor and the team do must survive a stop and a start.
let site: Site;
let token: string;
let saved: { _id: string; slug: string; image: string };
let ownerPassword = '';
const inquiryEmail = `container-${Date.now()}@example.com`;

const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.base, ...headers },
    body: JSON.stringify(body),
  });

async function signIn(): Promise<string> {
  const login = await postJson(`${site.base}/login`, ADMIN);
  expect(login.status).toBe(200);
  return (await login.json()).token;
}

async function messagesList(): Promise<string> {
  const res = await fetch(`${site.base}/api/admin/lists/messages`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return res.text();
}

beforeAll(async () => {
  site = await startSite('smoke', await newVolume('smoke'));
  await healthy(site);
}, 120_000);
afterAll(() => removeAll(), 60_000);

it('runs as a non-root user in a read-only root file system', async () => {
  const user = await engineRun(engine(), ['exec', site.name, 'id', '-u']);
  expect(Number(user.trim())).not.toBe(0);
  const write = await engineRun(engine(), ['exec', site.name, 'sh', '-c', 'touch /app/x 2>&1 || true']);
  expect(write).toMatch(/Read-only file system|Permission denied/);
  const config = JSON.parse(await engineRun(engine(), ['inspect', '--format', '{{json .HostConfig}}', site.name]));
  expect(config.ReadonlyRootfs).toBe(true);
});

it('carries the site and its server, and none of the tests, test tooling or documents', async () => {
  const app = (await engineRun(engine(), ['exec', site.name, 'ls', '-a', '/app'])).split('\n');
  expect(app).toEqual(expect.arrayContaining(['server.js', 'server', 'lib', 'node_modules', '.next']));
  expect(app.filter((entry) => /^(tests|e2e|tooling|docs|\.github)$|\.md$/.test(entry))).toEqual([]);
});

it('answers /api/health 200 with the embedded database up', async () => {
  const res = await fetch(`${site.base}/api/health`);
  expect(res.status).toBe(200);
  expect(await res.json()).toMatchObject({ status: 'ok', db: 'up' });
});

it('serves / in English and /ar in Arabic, right to left', async () => {
  const en = await (await fetch(`${site.base}/`)).text();
  expect(en).toMatch(/<html[^>]*lang="en"[^>]*dir="ltr"/);
  expect(en).toContain('Sahla');
  const ar = await (await fetch(`${site.base}/ar`)).text();
  expect(ar).toMatch(/<html[^>]*lang="ar"[^>]*dir="rtl"/);
  expect(ar).toMatch(/[\u0600-\u06FF]{3,}/);
});

it('runs the front door before Next: a search asked again is answered from memory, marked with Age', async () => {
  // Only the site's server (server/serve.ts) keeps answers (server/front-door/search-answers.ts): Next alone never would.
  const search = `${site.base}/blog?q=container${Date.now()}`;
  const first = await fetch(search);
  expect(first.status).toBe(200);
  expect(first.headers.get('age')).toBeNull();
  const text = await first.text();
  const again = await fetch(search);
  expect(again.headers.get('age')).toMatch(/^[0-4]$/);
  expect(await again.text()).toBe(text);
});

it('draws Open Graph images, the Arabic one with its own text', async () => {
  const [en, ar] = await Promise.all(['en', 'ar'].map((l) => fetch(`${site.base}/og/${l}/about.png`)));
  expect([en.status, ar.status]).toEqual([200, 200]);
  expect(ar.headers.get('content-type')).toBe('image/png');
  const [enBytes, arBytes] = [Buffer.from(await en.arrayBuffer()), Buffer.from(await ar.arrayBuffer())];
  expect((await sharp(arBytes).metadata()).width).toBe(1200);
  // Text drawn with the Arabic face, not an empty card or the English one.
  expect(arBytes.equals(enBytes)).toBe(false);
  expect(arBytes.byteLength).toBeGreaterThan(5000);
});

it('stores a contact message, and the team signs in and saves a post with a cover image', async () => {
  const sent = await postJson(`${site.base}/api/contact`, {
    name: 'Container smoke',
    email: inquiryEmail,
    subject: 'general',
    locale: 'en',
    message: 'Sent to the running container.',
  });
  expect([sent.status, await sent.json()]).toEqual([200, { success: true }]);
  token = await signIn();
  expect(await messagesList()).toContain(inquiryEmail);

  const cover = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#0e7490' } })
    .png()
    .toBuffer();
  const form = new FormData();
  const fields = {
    title: 'Shipped in a container',
    description: 'Saved.',
    category: 'Machine Learning',
    content: 'Body.',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('image', new Blob([new Uint8Array(cover)], { type: 'image/png' }), 'cover.png');
  const res = await fetch(`${site.base}/api/blogs`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}`, origin: site.base },
  });
  expect(res.status).toBe(201);
  saved = await res.json();
  expect((await fetch(`${site.base}/uploads/${saved.image}`)).status).toBe(200);
});

it('stops on SIGTERM with exit 0 within 10 s, and keeps the post, its image and the message', async () => {
  const stopped = await stopSite(site);
  expect(stopped.exitCode).toBe(0);
  expect(stopped.ms).toBeLessThan(10_000);

  // The image's tasks, through its entrypoint, on the same volume while the site is down.
  expect(await runTask(site.volume, ['backup', '/data/backups/smoke'])).toMatch(/\[backup\] \/data\/backups\/smoke/);
  expect(await runTask(site.volume, ['seed'])).toMatch(/\[seed\]/);
  // A restore refuses to overwrite: the operator moves the current data aside first (README).
  await runTask(
    site.volume,
    ['-c', 'mkdir /data/before-restore && mv /data/ferretdb /data/uploads /data/before-restore/'],
    'sh',
  );
  expect(await runTask(site.volume, ['restore', '/data/backups/smoke'])).toMatch(/\[restore\]/);

  await engineRun(engine(), ['start', site.name]);
  await healthy(site);
  token = await signIn();
  const page = await fetch(`${site.base}/blog/${saved.slug}`);
  expect([page.status, (await page.text()).includes('Shipped in a container')]).toEqual([200, true]);
  const image = await fetch(`${site.base}/uploads/${saved.image}`);
  expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png']);
  expect(await messagesList()).toContain(inquiryEmail);
}, 300_000);

it('lets an operator recover the owner through the image (reset-owner) while the site is stopped', async () => {
  expect((await stopSite(site)).exitCode).toBe(0);
  const out = await runTask(site.volume, ['reset-owner']);
  const password = out.match(/the password (\S+)/)?.[1];
  expect(password).toBeTruthy();
  ownerPassword = password!;
  await engineRun(engine(), ['start', site.name]);
  await healthy(site);
  const old = await postJson(`${site.base}/login`, ADMIN);
  expect(old.status).toBe(401);
  const renewed = await postJson(`${site.base}/login`, { username: ADMIN.username, password });
  expect(renewed.status).toBe(200);
}, 180_000);

it('keeps a password changed since, when the site restarts with other ADMIN_* settings', async () => {
  // The owner's password is now the one reset-owner printed; a new container on the same volume
  // with another ADMIN_PASSWORD (and ADMIN_USERNAME) must not change it back or create anyone.
  expect((await stopSite(site)).exitCode).toBe(0);
  const other = { ADMIN_USERNAME: 'someone-else', ADMIN_PASSWORD: 'another-password-from-env' };
  site = await startSite('smoke-again', site.volume, undefined, other);
  await healthy(site);
  expect(
    (await postJson(`${site.base}/login`, { username: other.ADMIN_USERNAME, password: other.ADMIN_PASSWORD })).status,
  ).toBe(401);
  expect((await postJson(`${site.base}/login`, { username: ADMIN.username, password: ownerPassword })).status).toBe(
    200,
  );
}, 180_000);

it('is the image the tests built, with its OCI labels', async () => {
  const labels = JSON.parse(
    await engineRun(engine(), ['image', 'inspect', '--format', '{{json .Labels}}', siteImage()]),
  );
  expect(labels).toMatchObject({
    'org.opencontainers.image.source': expect.stringMatching(/^https:\/\//),
    'org.opencontainers.image.version': expect.stringMatching(/^\d+\.\d+\.\d+/),
    'org.opencontainers.image.licenses': expect.any(String),
  });
});

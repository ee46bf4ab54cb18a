import { mkdtempSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { LOGIN_LIMITS, LOGIN_WINDOW_MS } from '@/lib/auth/login-limits';
import { FORM_LIMITS, FORM_WINDOW_MS } from '@/lib/submissions/registry';
import { startWithinOneWindow } from '../helpers/rate-window';
import { ADMIN, OUTBOX, startCluster, type Cluster } from './cluster';
import { AT_ONCE, raceOneInvitation, raceOneResetLink, raceOneSignInCode } from './single-use';

// Two production servers behind nginx on one database, one bucket, one Redis and one SMTP
// server. Run as its own step of `npm test` (tooling/test/test-mode.ts), after the build.
let cluster: Cluster;
let token: string;

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
const text = async (url: string) => (await fetch(url)).text();

/** The body of `url` once `ready` holds, read every 250 ms for at most 10 s (then the last body). */
async function eventually(url: string, ready: (body: string) => boolean): Promise<string> {
  const deadline = Date.now() + 10_000;
  let body = await text(url);
  while (!ready(body) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    body = await text(url);
  }
  return body;
}

async function savePost(base: string, fields: Record<string, string>, image?: Buffer, id?: string) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (image) form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'cover.png');
  const res = await fetch(`${base}/api/blogs${id ? `/${id}` : ''}`, {
    method: id ? 'PUT' : 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(id ? 200 : 201);
  return (await res.json()) as { _id: string; slug: string; title: string; image: string };
}

const post = (title: string) => ({
  title,
  description: `${title}, in short.`,
  category: 'Machine Learning',
  content: 'Body.',
});

beforeAll(async () => {
  cluster = await startCluster(mkdtempSync(path.join(process.env.TEST_TMP_ROOT!, 'cluster-')));
  const login = await fetch(`${cluster.proxy}/login`, json(ADMIN));
  expect(login.status).toBe(200);
  token = (await login.json()).token;
}, 20 * 60_000);
afterAll(() => cluster?.stop());

it('serves an image uploaded through one instance from the other', async () => {
  const cover = await sharp({ create: { width: 90, height: 60, channels: 3, background: '#0e7490' } })
    .png()
    .toBuffer();
  const { image } = await savePost(cluster.a, post('Shared cover'), cover);
  const [fromA, fromB] = await Promise.all([
    fetch(`${cluster.a}/uploads/${image}`),
    fetch(`${cluster.b}/uploads/${image}`),
  ]);
  expect([fromA.status, fromB.status]).toEqual([200, 200]);
  expect(fromB.headers.get('content-type')).toBe('image/png');
  expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
});

it('shares one page cache, and a save on one instance refreshes every page on the other at once', async () => {
  const first = await savePost(cluster.a, post('Before the edit'));
  // Rendered by A, then served by B from the shared cache without rendering again.
  expect(await text(`${cluster.a}/blog`)).toContain('Before the edit');
  await cluster.cached('/en/blog/list/1');
  const cached = await fetch(`${cluster.b}/blog`);
  expect(cached.headers.get('x-nextjs-cache')).toBe('HIT');
  expect(await cached.text()).toContain('Before the edit');
  // B holds the post page, the feed and the sitemap in the cache too.
  const pages = [`/blog/${first.slug}`, '/feed.xml', '/sitemap.xml'];
  for (const page of pages) expect((await fetch(`${cluster.b}${page}`)).status).toBe(200);

  await savePost(cluster.a, post('After the edit'), undefined, first._id);
  const added = await savePost(cluster.a, post('A brand new post'));
  // B's index of posts learns of A's saves from the change marker within seconds (it reads the
  // marker every 2 s), then B refreshes its pages: no page shows the old text after that.
  const listing = await eventually(`${cluster.b}/blog`, (page) => page.includes('A brand new post'));
  expect(listing).toContain('After the edit');
  expect(listing).not.toContain('Before the edit');
  expect(await text(`${cluster.b}/blog/${first.slug}`)).toContain('After the edit');
  expect(await text(`${cluster.b}/feed.xml`)).toContain('A brand new post');
  expect(await text(`${cluster.b}/sitemap.xml`)).toContain(added.slug);
});

it("finds a post saved on one instance in the other's search within seconds, and loses it on delete", async () => {
  const search = `${cluster.b}/api/blogs?q=${encodeURIComponent('quokka-shaped')}`;
  expect(await text(search)).toBe('[]');
  const saved = await savePost(cluster.a, { ...post('A quokka-shaped assistant'), category: 'NLP' });
  const found = await eventually(search, (body) => body.includes(saved._id));
  expect(JSON.parse(found)).toHaveLength(1);
  const gone = await fetch(`${cluster.a}/api/blogs/${saved._id}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(gone.status).toBe(204);
  expect(await eventually(search, (body) => body === '[]')).toBe('[]');
});

it('keeps the shared cache through one instance restarting', async () => {
  await savePost(cluster.a, post('Cached through a restart'));
  expect(await text(`${cluster.a}/blog`)).toContain('Cached through a restart');
  await cluster.cached('/en/blog/list/1');
  const restarting = cluster.restartA();
  // B goes on serving the page A rendered, from the cache, while A is down.
  const during = await fetch(`${cluster.b}/blog`).finally(() => restarting);
  await restarting;
  expect(during.headers.get('x-nextjs-cache')).toBe('HIT');
  // A's start-up clears only its own disk cache: the shared entry is still there for it.
  const after = await fetch(`${cluster.a}/blog`);
  expect(after.headers.get('x-nextjs-cache')).toBe('HIT');
  expect(await after.text()).toContain('Cached through a restart');
}, 120_000);

it('counts login failures across instances', async () => {
  const attempt = (base: string) =>
    fetch(`${base}/login`, json({ username: 'intruder', password: 'not-the-password' }));
  // Five failures allowed for one name from one address, spread over both instances; the sixth
  // is refused by either.
  await startWithinOneWindow(LOGIN_WINDOW_MS, 10_000);
  for (let i = 0; i < LOGIN_LIMITS.pair; i += 1)
    expect((await attempt(i % 2 ? cluster.b : cluster.a)).status).toBe(401);
  expect((await attempt(cluster.a)).status).toBe(429);
  expect((await attempt(cluster.b)).status).toBe(429);
});

it('counts form submissions across instances and delivers each queued mail exactly once', async () => {
  // The mail server is away: every message is stored and its mail queued for the workers of
  // both instances, which then race for it once the server is back.
  await cluster.smtp.stop();
  const send = (base: string, i: number) =>
    fetch(
      `${base}/api/contact`,
      json(
        {
          name: 'Visitor',
          email: 'visitor@example.com',
          subject: 'general',
          message: `Message number ${i}.`,
          locale: 'en',
        },
        { 'x-forwarded-for': '198.51.100.7' },
      ),
    );
  // Ten per address per 15 minutes, whichever instance answers.
  await startWithinOneWindow(FORM_WINDOW_MS, 10_000);
  const limit = FORM_LIMITS.contact;
  for (let i = 0; i < limit; i += 1) expect((await send(i % 2 ? cluster.b : cluster.a, i)).status).toBe(200);
  expect((await send(cluster.a, limit)).status).toBe(429);
  expect((await send(cluster.b, limit + 1)).status).toBe(429);

  await cluster.smtp.restart();
  // Retried by the workers' rounds (OUTBOX in ./cluster: the production pace shortened).
  // Each message: the team's notification and the visitor's acknowledgement.
  await cluster.smtp.waitForMessages(20, 90_000);
  // Three more rounds of both workers and a retry's wait: nothing is sent twice.
  await new Promise((r) => setTimeout(r, 3 * OUTBOX.pollMs + OUTBOX.retryBaseMs));
  const toVisitor = cluster.smtp.messages.filter((m) => m.envelope.to.includes('visitor@example.com'));
  const toTeam = cluster.smtp.messages.filter((m) => !toVisitor.includes(m));
  const numbers = toTeam.map((m) => /Message number (\d+)/.exec(m.text)?.[1]).sort();
  expect(numbers).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'].sort());
  expect(toVisitor).toHaveLength(10);
}, 180_000);

describe(`${AT_ONCE} simultaneous uses split over both instances`, () => {
  it(
    'of one password-reset link: one sets the password, the others are told it is used',
    () => raceOneResetLink(cluster, token),
    60_000,
  );
  it(
    'of one invitation link: one signs up, the others are told it is used',
    () => raceOneInvitation(cluster, token),
    60_000,
  );
  it(
    'of one sign-in code (same 30-s step), then of one recovery code: one signs in each time',
    () => raceOneSignInCode(cluster, token),
    60_000,
  );
});

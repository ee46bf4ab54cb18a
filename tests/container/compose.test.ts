import sharp from 'sharp';
import { engineRun } from '@/tooling/container/engine';
import { ADMIN, engine } from './support/containers';
import { adminReady, healthyThrough, startStack, type Stack, uploadsReady } from './support/compose-stack';

// compose.yaml as an operator runs it (podman-compose here, Docker Compose where Docker answers):
// two site replicas behind nginx on one database, one bucket, one Redis and one Mailpit, every
// image the site image `npm test` built or a local stand-in, every port on 127.0.0.1. Checked
// only through what the stack publishes: nginx and Mailpit's API.
let stack: Stack | undefined;
let token: string;
const log: string[] = [];
// nginx takes turns between the two replicas: six requests in a row reach each one three times.
const ROUNDS = 6;

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
  signal: AbortSignal.timeout(15_000),
});
const get = (url: string) => fetch(url, { signal: AbortSignal.timeout(15_000) });
/** For ROUNDS requests in a row: does each page contain `text`? */
const shows = async (url: string, text: string) => {
  const found: boolean[] = [];
  for (let i = 0; i < ROUNDS; i += 1) found.push((await (await get(url)).text()).includes(text));
  return found;
};
const everyTime = Array<boolean>(ROUNDS).fill(true);
const never = Array<boolean>(ROUNDS).fill(false);

async function savePost(title: string, image?: Buffer, id?: string) {
  const form = new FormData();
  const fields = { title, description: `${title}, in short.`, category: 'Machine Learning', content: 'Body.' };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (image) form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'cover.png');
  const res = await fetch(`${stack!.proxy}/api/blogs${id ? `/${id}` : ''}`, {
    method: id ? 'PUT' : 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(30_000),
  });
  const body = await res.text();
  // The answer's text with its status, so a refusal says why (toMatchObject would print the status alone).
  expect({ status: res.status, body }).toEqual({ status: id ? 200 : 201, body: expect.any(String) });
  return JSON.parse(body) as { _id: string; slug: string; image: string };
}

beforeAll(async () => {
  const started = Date.now();
  stack = await startStack((line) => log.push(line));
  const upMs = Date.now() - started;
  const healthyMs = await healthyThrough(stack);
  const bucket = await uploadsReady(stack);
  console.log(`[compose] images ready and up in ${upMs} ms, healthy through nginx ${healthyMs} ms later`);
  console.log(`[compose] reached the bucket: ${bucket}`);
  const login = await fetch(`${stack.proxy}/login`, json(ADMIN));
  expect(login.status).toBe(200);
  token = (await login.json()).token;
  console.log(`[compose] admin API answered: ${await adminReady(stack, token)}`);
}, 30 * 60_000);

afterAll(async () => {
  if (log.length) console.log(log.join('\n'));
  await stack?.down();
}, 240_000);

it('publishes nginx and Mailpit on 127.0.0.1 only, from the images the variables name', async () => {
  const names = await engineRun(engine(), [
    'ps',
    '--filter',
    `label=com.docker.compose.project=${stack!.project}`,
    '--format',
    '{{.Names}} {{.Image}} {{.Ports}}',
  ]);
  const published = names.match(/\S+:\d+->\d+\/tcp/g) ?? [];
  expect(published).toHaveLength(2);
  for (const port of published) expect(port).toMatch(/^127\.0\.0\.1:/);
  for (const image of Object.values(stack!.images)) expect(names).toContain(image);
});

it('answers through nginx with two healthy site replicas on the shared database', async () => {
  expect((await get(`${stack!.proxy}/api/health`)).status).toBe(200);
  const replicas = await stack!.containers('site');
  expect(replicas).toHaveLength(2);
  for (const name of replicas) {
    const probe = "fetch('http://127.0.0.1:3000/api/health').then(async r=>console.log(r.status, await r.text()))";
    const out = await engineRun(engine(), ['exec', name, 'node', '-e', probe], { timeoutMs: 30_000 });
    expect(out).toMatch(/^200 .*"db":"up"/);
  }
});

it('serves an image uploaded through nginx on every following request, whichever replica answers', async () => {
  const cover = await sharp({ create: { width: 90, height: 60, channels: 3, background: '#0e7490' } })
    .png()
    .toBuffer();
  const { image } = await savePost('Compose cover', cover);
  const served: Buffer[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const res = await get(`${stack!.proxy}/uploads/${image}`);
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'image/png']);
    served.push(Buffer.from(await res.arrayBuffer()));
  }
  // The same bytes from the one bucket each time (the site re-encodes an upload: not the sent ones).
  for (const bytes of served) expect(bytes.equals(served[0])).toBe(true);
  expect((await sharp(served[0]).metadata()).width).toBe(90);
});

it('shows a saved post at once on every following request, and its edit within seconds', async () => {
  const first = await savePost('Compose before the edit');
  expect(await shows(`${stack!.proxy}/blog`, 'Compose before the edit')).toEqual(everyTime);
  await savePost('Compose after the edit', undefined, first._id);
  expect(await shows(`${stack!.proxy}/blog/${first.slug}`, 'Compose after the edit')).toEqual(everyTime);
  // Each replica's index of posts reads the shared change marker every 2 s (docs/blog.md): the
  // listing drops the old title within seconds, then on every request whichever replica answers.
  const listing = `${stack!.proxy}/blog`;
  const deadline = Date.now() + 10_000;
  while ((await shows(listing, 'Compose before the edit')).includes(true) && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 250));
  expect(await shows(listing, 'Compose before the edit')).toEqual(never);
  expect(await shows(listing, 'Compose after the edit')).toEqual(everyTime);
});

it('delivers a contact form post to Mailpit exactly once', async () => {
  const marker = `Compose message ${Date.now()}.`;
  const form = { name: 'Visitor', email: 'visitor@example.com', subject: 'general', message: marker, locale: 'en' };
  expect((await fetch(`${stack!.proxy}/api/contact`, json(form))).status).toBe(200);
  const matching = async () => {
    const res = await get(`${stack!.mailpit}/api/v1/search?query=${encodeURIComponent(`"${marker}"`)}`);
    return ((await res.json()) as { messages: unknown[] }).messages.length;
  };
  const deadline = Date.now() + 60_000;
  while ((await matching()) === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 500));
  expect(await matching()).toBe(1);
  // A full round of both replicas' mail workers (every 15 s): still one.
  await new Promise((r) => setTimeout(r, 20_000));
  expect(await matching()).toBe(1);
}, 120_000);

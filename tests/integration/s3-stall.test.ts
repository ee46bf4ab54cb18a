import { randomBytes } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import { startS3Server } from '../../tooling/services/s3-server.ts';
import { startToxiproxy, type FaultProxy, type Toxiproxy } from '../../tooling/services/toxiproxy.ts';
import { adminToken, formRequest, params, pngImage, validPost } from './support/api';
import { pollFor } from '../helpers/poll';

// A real S3-compatible server (versitygw) behind Toxiproxy: stalled, it accepts connections and
// answers nothing. S3_TIMEOUT_MS is 1 s here to keep the file short.
let server: Awaited<ReturnType<typeof startS3Server>>;
let toxiproxy: Toxiproxy;
let proxy: FaultProxy;
let token: string;
let routes: { create: typeof import('@/app/api/blogs/route'); serve: typeof import('@/app/uploads/[file]/route') };

const upload = async (data?: Buffer) =>
  routes.create.POST(
    formRequest('POST', '/api/blogs', validPost(), {
      token,
      file: { name: 'photo.png', type: 'image/png', data: data ?? (await pngImage(120, 80)) },
    }),
  );
// A picture of noise, which no encoder can make small: its upload to the store takes many seconds at 1 KB/s.
const noise = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

beforeAll(async () => {
  // The first run builds versitygw and Toxiproxy with Go (a few minutes).
  server = await startS3Server({ dir: path.join(process.env.DATA_DIR!, 's3'), log: () => undefined });
  toxiproxy = await startToxiproxy();
  proxy = await toxiproxy.proxy('s3', server.port);
  Object.assign(process.env, server.env, {
    S3_ENDPOINT: `http://127.0.0.1:${proxy.port}`,
    S3_TIMEOUT_MS: '1000',
    // An open breaker lets a probe through after 2 s instead of 5 s (lib/config/waits.ts).
    BREAKER_COOL_OFF_MS: '2000',
  });
  routes = { create: await import('@/app/api/blogs/route'), serve: await import('@/app/uploads/[file]/route') };
  token = await adminToken();
}, 20 * 60_000);
afterEach(() => jest.restoreAllMocks());
afterAll(async () => {
  await toxiproxy?.stop();
  await server?.stop();
  const { connectDb } = await import('@/lib/db/connect');
  await (await connectDb()).disconnect();
});

let image: string;

it('uploads through the proxy while the store answers', async () => {
  const res = await upload();
  expect(res.status).toBe(201);
  ({ image } = await res.json());
});

it('answers an upload 503 with Retry-After within the deadline while the store hangs, then at once', async () => {
  await proxy.stall();
  const answers = [];
  for (let i = 0; i < 4; i += 1) answers.push(await timed(upload));
  expect(answers.map((a) => a.value.status)).toEqual([503, 503, 503, 503]);
  expect(answers[0].value.headers.get('retry-after')).toBe('2');
  // Re-encoding the image and the database write come on top of the 1 s deadline.
  expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(2500);
  // Three missed deadlines open the breaker: the fourth upload is refused without waiting.
  expect(answers[3].ms).toBeLessThan(answers[0].ms - 800);
});

it('serves images again once the store answers', async () => {
  await proxy.heal();
  // After the breaker's cool-off the next call probes the store and closes it.
  const served = () => routes.serve.GET(new Request(`http://localhost/uploads/${image}`), params({ file: image }));
  expect(await pollFor(async () => (await served()).status, 200, 15_000)).toBe(200);
  expect((await upload()).status).toBe(201);
});

it('answers an upload 503 at once while the store resets every connection', async () => {
  await proxy.reset();
  const { value, ms } = await timed(upload);
  await proxy.heal();
  expect(value.status).toBe(503);
  expect(ms).toBeLessThan(1000); // a reset is an answer: nothing waits for the 1 s deadline
});

it('answers an upload 503 within the deadline while the link passes 1 KB a second', async () => {
  await proxy.throttle(1);
  const picture = await noise(400, 300);
  const { value, ms } = await timed(() => upload(picture));
  await proxy.heal();
  expect(value.status).toBe(503);
  expect(ms).toBeLessThan(2500);
});

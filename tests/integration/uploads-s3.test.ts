import { readdirSync } from 'node:fs';
import path from 'node:path';
import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { connectDb } from '@/lib/db/connect';
import { PostModel } from '@/models/post';
import { POST as create } from '@/app/api/blogs/route';
import { DELETE as remove, PUT as replace } from '@/app/api/blogs/[id]/route';
import { GET as serve } from '@/app/uploads/[file]/route';
import { startS3Server } from '../../tooling/services/s3-server.ts';
import { adminToken, formRequest, params, pngImage, validPost } from './support/api';

// Uploads on a real S3-compatible server (versitygw, built from the Go module proxy by the test
// run): the same safety rules, the same /uploads/<name> URL, and no object left behind.
let server: Awaited<ReturnType<typeof startS3Server>>;
let s3: S3Client;
let token: string;

const bucket = () => process.env.S3_BUCKET!;
const objects = async () =>
  ((await s3.send(new ListObjectsV2Command({ Bucket: bucket() }))).Contents ?? []).map((o) => o.Key).sort();
const headObject = (Key: string) => s3.send(new HeadObjectCommand({ Bucket: bucket(), Key }));
const fetchUpload = (file: string) => serve(new Request(`http://localhost/uploads/${file}`), params({ file }));
const upload = async (data: Buffer | string, name = 'photo.png') =>
  create(formRequest('POST', '/api/blogs', validPost(), { token, file: { name, type: 'image/png', data } }));

beforeAll(async () => {
  // The first run builds versitygw (a few minutes); a server that cannot start fails every test.
  server = await startS3Server({ dir: path.join(process.env.DATA_DIR!, 's3'), log: () => undefined });
  Object.assign(process.env, server.env);
  s3 = new S3Client({
    region: server.env.S3_REGION,
    endpoint: server.env.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: server.env.S3_ACCESS_KEY_ID, secretAccessKey: server.env.S3_SECRET_ACCESS_KEY },
  });
  token = await adminToken();
}, 20 * 60_000);
afterEach(() => jest.restoreAllMocks());
afterAll(async () => {
  s3?.destroy();
  await server?.stop();
  await (await connectDb()).disconnect();
});

it('stores a re-encoded image in the bucket, nothing on disk, served at /uploads/<name>', async () => {
  const res = await upload(await pngImage(120, 80));
  expect(res.status).toBe(201);
  const { image } = await res.json();
  expect(image).toMatch(/^[a-f0-9]{32}\.png$/);
  expect(await objects()).toEqual([image]);
  expect((await headObject(image)).ContentType).toBe('image/png');
  expect(readdirSync(process.env.UPLOAD_DIR!)).toEqual([]);

  const served = await fetchUpload(image);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/png');
  expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  const bytes = Buffer.from(await served.arrayBuffer());
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  expect(served.headers.get('content-length')).toBe(String(bytes.length));
  await PostModel.deleteMany({});
});

it('refuses a file that is not an image and writes no object', async () => {
  const before = await objects();
  const res = await upload('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'x.png');
  expect(res.status).toBe(415);
  expect(await objects()).toEqual(before);
});

it('leaves no object behind when the post cannot be saved', async () => {
  const before = await objects();
  jest.spyOn(PostModel, 'create').mockRejectedValueOnce(new Error('write refused'));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const res = await upload(await pngImage());
  expect(res.status).toBe(500);
  expect(await objects()).toEqual(before);
});

it('deletes the old object when a post image is replaced, and the last one with the post', async () => {
  const before = await objects();
  const created = await (await upload(await pngImage())).json();
  const first = created.image;
  const replaced = await replace(
    formRequest('PUT', `/api/blogs/${created._id}`, validPost(), {
      token,
      file: { name: 'b.png', type: 'image/png', data: await pngImage(30, 30) },
    }),
    params({ id: created._id }),
  );
  expect(replaced.status).toBe(200);
  const second = (await replaced.json()).image;
  expect(second).not.toBe(first);
  expect(await objects()).toEqual([...before, second].sort());
  expect((await fetchUpload(first)).status).toBe(404);

  const gone = await remove(
    new Request(`http://localhost/api/blogs/${created._id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    }),
    params({ id: created._id }),
  );
  expect(gone.status).toBe(204);
  expect(await objects()).toEqual(before);
  expect((await fetchUpload(second)).status).toBe(404);
});

import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import mongoose from 'mongoose';
import { seed } from '@/server/seed.ts';
import { startFerretdb } from '../../server/launcher/ferretdb.ts';

// `npm run backup` while the site's database keeps running, then `npm run restore` into a fresh
// DATA_DIR: every post, inquiry, message and image must come back, byte for byte.
const run = promisify(execFile);
const script = path.resolve(__dirname, '..', '..', 'server', 'backup.ts');
let scratch: string;

beforeAll(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'sahla-backup-'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function backupCommand(args: string[], dataDir: string, uploadDir: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, UPLOAD_DIR: uploadDir };
  delete env.MONGODB_URI;
  delete env.S3_BUCKET;
  return run(process.execPath, [script, ...args], { env });
}

async function everything(uri: string) {
  const connection = await mongoose.createConnection(uri, { serverSelectionTimeoutMS: 5000 }).asPromise();
  try {
    const read = (name: string) =>
      connection
        .db!.collection(name)
        .find({}, { sort: { _id: 1 } })
        .toArray();
    return {
      posts: await read('posts'),
      inquiries: await read('investor_inquiries'),
      messages: await read('contact_messages'),
    };
  } finally {
    await connection.close();
  }
}

it('restores every post, inquiry, message and image into a fresh DATA_DIR', async () => {
  const [dataA, uploadsA, dataB, uploadsB] = ['data-a', 'uploads-a', 'data-b', 'uploads-b'].map((d) =>
    path.join(scratch, d),
  );
  const first = await startFerretdb({ dataDir: dataA, log: () => {} });
  let before;
  try {
    expect(await seed({ uri: first.uri, uploadDir: uploadsA, log: () => {} })).toBe(7);
    const connection = await mongoose.createConnection(first.uri).asPromise();
    await connection.db!.collection('investor_inquiries').insertMany([
      { name: 'Amina Benali', email: 'amina@example.ma', message: 'Ticket size?', createdAt: new Date() },
      { name: 'Youssef', email: 'y@example.com', message: 'سؤال عن الجولة', createdAt: new Date() },
    ]);
    await connection
      .db!.collection('contact_messages')
      .insertOne({ name: 'Sara', message: 'Hello', createdAt: new Date() });
    await connection.close();
    before = await everything(first.uri);
    // Taken while FerretDB runs: the backup never stops the site.
    const { stdout } = await backupCommand(['backup', path.join(scratch, 'backup')], dataA, uploadsA);
    expect(stdout).toMatch(/1 database file\(s\), \d+ data file\(s\), 7 upload\(s\)/);
  } finally {
    await first.stop();
  }

  await backupCommand(['restore', path.join(scratch, 'backup')], dataB, uploadsB);
  const second = await startFerretdb({ dataDir: dataB, log: () => {} });
  try {
    const after = await everything(second.uri);
    expect(after.posts.map((p) => p.title)).toHaveLength(7);
    expect(after).toEqual(before);
    for (const post of after.posts) {
      const image = String(post.image);
      expect(readFileSync(path.join(uploadsB, image))).toEqual(readFileSync(path.join(uploadsA, image)));
    }
  } finally {
    await second.stop();
  }
});

it('refuses to restore over a database or uploads that exist, and changes nothing', async () => {
  const target = path.join(scratch, 'data-b');
  expect(existsSync(path.join(target, 'ferretdb', 'sahla.sqlite'))).toBe(true);
  const files = readdirSync(path.join(scratch, 'uploads-b')).sort();
  await expect(
    backupCommand(['restore', path.join(scratch, 'backup')], target, path.join(scratch, 'uploads-b')),
  ).rejects.toMatchObject({
    stderr: expect.stringMatching(/already holds a database: stop the site and move it aside/),
  });
  expect(readdirSync(path.join(scratch, 'uploads-b')).sort()).toEqual(files);
});

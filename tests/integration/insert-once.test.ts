import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Types } from 'mongoose';
import { freePort, startFerretdb } from '../../server/launcher/ferretdb.ts';

// The spool's replay deletes a file once the write that stores it has resolved: that write must
// fail when the database does not answer, and skip only what is already stored.
type Database = Awaited<ReturnType<typeof startFerretdb>>;
let dir: string;
let db: Database;
let insertAllOnce: typeof import('@/lib/db/insert-once').insertAllOnce;
let isDbUnavailable: typeof import('@/lib/db/errors').isDbUnavailable;
let Messages: typeof import('@/models/contact-message').ContactMessageModel;

const message = (i: number) => ({
  _id: new Types.ObjectId(),
  name: `Visitor ${i}`,
  email: `visitor${i}@example.ma`,
  subject: 'general',
  message: `Message number ${i}`,
  locale: 'en',
});

jest.setTimeout(60_000);
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'sahla-insert-once-'));
  db = await startFerretdb({ dataDir: dir, port: await freePort(), database: 'insert-once', log: () => {} });
  process.env.MONGODB_URI = db.uri;
  ({ insertAllOnce } = await import('@/lib/db/insert-once'));
  ({ isDbUnavailable } = await import('@/lib/db/errors'));
  ({ ContactMessageModel: Messages } = await import('@/models/contact-message'));
  await (await import('@/lib/db/connect')).connectDb();
});
afterAll(async () => {
  db.child.kill('SIGCONT');
  await (await import('@/lib/db/connect')).connectDb().then(
    (m) => m.disconnect(),
    () => {},
  );
  await db.stop();
  rmSync(dir, { recursive: true, force: true });
});

it('stores the new documents in one call, skips those already stored, and throws for an invalid one (the valid beside it stored)', async () => {
  const [first, second, third] = [message(1), message(2), message(3)];
  expect(await insertAllOnce(Messages, [first, second])).toBe(2);
  expect(await insertAllOnce(Messages, [first, third, second])).toBe(1);
  expect(await Messages.countDocuments()).toBe(3);
  const stored = await Messages.findById(third._id).lean();
  expect(stored).toMatchObject({ email: 'visitor3@example.ma', status: 'new' }); // the model's default
  await expect(insertAllOnce(Messages, [message(4), { ...message(5), email: undefined }])).rejects.toThrow(/email/);
  expect(await Messages.countDocuments()).toBe(4);
});

it('fails, as the database being unavailable, when the database does not answer', async () => {
  db.child.kill('SIGSTOP');
  const outcome = await insertAllOnce(Messages, [message(6)]).then(
    (count) => `resolved with ${count}`,
    (error: unknown) => (isDbUnavailable(error) ? 'unavailable' : `other error: ${String(error)}`),
  );
  db.child.kill('SIGCONT');
  expect(outcome).toBe('unavailable');
});
